import { notFound } from '../../domain/errors.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { recordScheduleChange } from '../notifications/record-schedule-change.js';

/** Deletes a shift; a published one is told to its staff member as removed (SPEC §16). */
export async function deleteShift(deps: NotifyingDeps, shopId: string, id: string): Promise<void> {
  await deps.db.transaction(async () => {
    const shift = await deps.repos.shifts.findById(shopId, id);
    if (!shift) throw notFound('shift');
    await recordScheduleChange(deps, shift, null);
    await deps.repos.shifts.delete(id);
  });
}
