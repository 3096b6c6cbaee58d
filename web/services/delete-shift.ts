import { notFound } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';

export function deleteShift(deps: ServiceDeps, shopId: string, id: string): void {
  deps.db.transaction(() => {
    if (!deps.repos.shifts.findById(shopId, id)) throw notFound('shift');
    deps.repos.shifts.delete(id);
  });
}
