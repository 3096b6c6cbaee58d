import { notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

export async function deleteShift(deps: ServiceDeps, shopId: string, id: string): Promise<void> {
  await deps.db.transaction(async () => {
    if (!(await deps.repos.shifts.findById(shopId, id))) throw notFound('shift');
    await deps.repos.shifts.delete(id);
  });
}
