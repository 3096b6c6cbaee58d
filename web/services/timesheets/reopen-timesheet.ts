import { AppError } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { decideReopen, type TimesheetStatus } from '../../domain/timesheets/timesheet-status.js';
import type { Actor, ServiceDeps } from '../deps.js';
import { type TimesheetView, timesheetView } from '../views/timesheet-view.js';
import { lockedTimesheet } from './locked-timesheet.js';
import { refreshTimesheet } from './timesheet-for-entry.js';

/**
 * approved → pending, with a reason for the audit log. The frozen rate is released (the live
 * rate applies again) and hours are recomputed under the shop's current overtime rule. Under
 * the shop's lock, like approval and payroll finalization, so none of them acts on a status
 * another has just changed.
 */
export async function reopenTimesheet(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  reason: string,
  actor: Actor,
): Promise<TimesheetView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const { shop, timesheet } = await lockedTimesheet(deps, shopId, id);
    const decision = decideReopen({
      status: timesheet.status as TimesheetStatus,
      inFinalizedPayrollRun: timesheet.finalizedRunId !== null,
    });
    if (!decision.ok) throw new AppError('state_conflict', decision.detail);

    const now = deps.now();
    await repos.timesheets.update(timesheet.id, {
      status: 'pending',
      approvedRateCents: null,
      approvedAt: null,
      approvedBy: null,
      updatedAt: now,
    });
    await refreshTimesheet(deps, shop, timesheet.id);
    await repos.auditLog.insert({
      id: newId('aud', now),
      shopId: shop.id,
      subjectType: 'timesheet',
      subjectId: timesheet.id,
      action: 'reopen',
      actor,
      fromStatus: 'approved',
      toStatus: 'pending',
      reason,
      at: now,
    });
    const staff = (await repos.staff.findById(shop.id, timesheet.staffId))!;
    return timesheetView(repos, (await repos.timesheets.findById(shop.id, id))!, staff);
  });
}
