import { AppError, notFound } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { decideApproval, type TimesheetStatus } from '../../domain/timesheets/timesheet-status.js';
import type { Actor } from '../deps.js';
import { queuePayEmail } from '../notifications/notify-pay.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { type TimesheetView, timesheetView } from '../views/timesheet-view.js';
import { recordEvent } from '../webhooks/outbox.js';
import { lockedTimesheet } from './locked-timesheet.js';

/**
 * pending → approved. Freezes the staff member's current rate into the timesheet, writes the
 * audit row and the `timesheet.approved` outbox event in one transaction. Approving an
 * approved timesheet answers it unchanged and announces nothing.
 *
 * One approval, one event, however many instances approve at once: the shop is locked before
 * the timesheet is read, and the status changes only `WHERE status = 'pending'`, so a second
 * approval finds it approved (or changes no row) and writes nothing. The staff member's `pay`
 * email (SPEC §16) is queued with the event, so it too goes once.
 */
export async function approveTimesheet(
  deps: NotifyingDeps,
  shopId: string,
  id: string,
  actor: Actor,
): Promise<TimesheetView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const { shop, timesheet } = await lockedTimesheet(deps, shopId, id);
    const staff = (await repos.staff.findById(shop.id, timesheet.staffId))!;
    const decision = decideApproval({
      status: timesheet.status as TimesheetStatus,
      openEntries: timesheet.openEntries,
    });
    if (!decision.ok) throw new AppError('state_conflict', decision.detail);
    if (decision.value === 'unchanged') return timesheetView(repos, timesheet, staff);

    const now = deps.now();
    const approved = await repos.timesheets.updateIfStatus(timesheet.id, 'pending', {
      status: 'approved',
      approvedRateCents: staff.hourlyRateCents,
      approvedAt: now,
      approvedBy: actor,
      updatedAt: now,
    });
    if (!approved) {
      // Changed by another transaction since it was read: that one announced what it did.
      const current = await repos.timesheets.findById(shop.id, id);
      if (!current) throw notFound('timesheet');
      return timesheetView(repos, current, staff);
    }
    await repos.auditLog.insert({
      id: newId('aud', now),
      shopId: shop.id,
      subjectType: 'timesheet',
      subjectId: timesheet.id,
      action: 'approve',
      actor,
      fromStatus: 'pending',
      toStatus: 'approved',
      reason: null,
      at: now,
    });
    const view = await timesheetView(repos, approved, staff);
    await recordEvent(deps, shop, 'timesheet.approved', view);
    await queuePayEmail(deps, shop, staff, view);
    return view;
  });
}
