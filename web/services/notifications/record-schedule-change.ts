import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { emailDeps, type NotifyingDeps } from './notifying-deps.js';

/**
 * SPEC §16: a published shift moved, reassigned or deleted (`after` null) is noted, in the
 * change's transaction, for each person affected: the one who had it and, when it changed
 * hands, the one who has it now. Each person's changes go as one email at the end of their
 * debounce window (web/services/notifications/send-schedule-changes.ts). Drafts send nothing.
 */
export async function recordScheduleChange(
  notifying: NotifyingDeps,
  before: ShiftRow,
  after: ShiftRow | null,
): Promise<void> {
  const deps = emailDeps(notifying);
  if (!deps || !before.published) return;
  const now = deps.now();
  const firstDueAt = now + deps.staffApp.notifyDebounceMs;
  // An open shift (SPEC §17) belongs to no one: moving it, or making it open, tells only its holders.
  const note = async (staffId: string | null, was: ShiftRow) => {
    if (staffId === null) return;
    await deps.repos.notificationDue.addScheduleChange({
      shopId: before.shopId,
      staffId,
      shiftId: before.id,
      wasStartsAt: was.startsAt,
      wasEndsAt: was.endsAt,
      firstDueAt,
      now,
    });
  };
  await note(before.staffId, before);
  if (after && after.staffId !== before.staffId) await note(after.staffId, after);
}
