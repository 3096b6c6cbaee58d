import { AppError, notFound } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { decideApproval, type TimesheetStatus } from '../domain/timesheets/timesheet-status.js';
import type { Actor, ServiceDeps } from './deps.js';
import { recordEvent } from './outbox.js';
import { loadShop } from './shop-context.js';
import { type TimesheetView, timesheetView } from './views/timesheet-view.js';

/**
 * pending → approved. Freezes the staff member's current rate into the timesheet, writes the
 * audit row and the `timesheet.approved` outbox event in one transaction. Approving an
 * approved timesheet answers it unchanged and announces nothing.
 */
export function approveTimesheet(deps: ServiceDeps, shopId: string, id: string, actor: Actor): TimesheetView {
  const shop = loadShop(deps, shopId);
  const { repos } = deps;
  return deps.db.transaction(() => {
    const timesheet = repos.timesheets.findById(shop.id, id);
    if (!timesheet) throw notFound('timesheet');
    const staff = repos.staff.findById(shop.id, timesheet.staffId)!;
    const decision = decideApproval({
      status: timesheet.status as TimesheetStatus,
      openEntries: timesheet.openEntries,
    });
    if (!decision.ok) throw new AppError('state_conflict', decision.detail);
    if (decision.value === 'unchanged') return timesheetView(repos, timesheet, staff);

    const now = deps.now();
    const approved = repos.timesheets.update(timesheet.id, {
      status: 'approved',
      approvedRateCents: staff.hourlyRateCents,
      approvedAt: now,
      approvedBy: actor,
      updatedAt: now,
    });
    repos.auditLog.insert({
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
    const view = timesheetView(repos, approved, staff);
    recordEvent(deps, shop, 'timesheet.approved', view);
    return view;
  });
}
