import { notFound, stateConflict } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { Actor, ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { type PayrollRunView, payrollRunView } from '../views/payroll-run-view.js';
import { markRunTipsPaid, writeRunLines } from './payroll-run-lines.js';

/**
 * draft → finalized, in one transaction. Every held timesheet must still be approved and no
 * other finalized run may have paid it or a held commission (else 409: the manager creates a
 * new run). The lines are recomputed from the timesheets' current frozen numbers, then the
 * timesheets and commissions are marked as paid by this run, which makes them immutable.
 *
 * Under the shop's lock, and the status changes only `WHERE status = 'draft'`: of two
 * finalizations at once, on any instances, one finalizes and the other answers 409.
 */
export async function finalizePayrollRun(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  actor: Actor,
): Promise<PayrollRunView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const run = await repos.payrollRuns.findById(shop.id, id);
    if (!run) throw notFound('payroll run');
    const alreadyFinalized = () => stateConflict(`Payroll run ${run.id} is already finalized.`);
    if (run.status === 'finalized') throw alreadyFinalized();

    const timesheets = await repos.payrollRuns.heldTimesheets(run.id);
    for (const timesheet of timesheets) {
      const what = async () => {
        const handle = (await repos.staff.findById(shop.id, timesheet.staffId))?.handle;
        return `Timesheet ${timesheet.id} (${handle}, week of ${timesheet.weekStart})`;
      };
      if (timesheet.status !== 'approved') {
        throw stateConflict(
          `${await what()} was reopened after this run was created and is not approved now; approve it again before finalizing this run.`,
        );
      }
      if (timesheet.finalizedRunId !== null && timesheet.finalizedRunId !== run.id) {
        throw stateConflict(
          `${await what()} is already paid by finalized payroll run ${timesheet.finalizedRunId}.`,
        );
      }
    }
    const commissions = await repos.payrollRuns.heldCommissions(run.id);
    for (const commission of commissions) {
      if (commission.finalizedRunId !== null && commission.finalizedRunId !== run.id) {
        throw stateConflict(
          `Commission ${commission.id} is already paid by finalized payroll run ${commission.finalizedRunId}.`,
        );
      }
    }

    const now = deps.now();
    const finalized = await repos.payrollRuns.updateIfStatus(run.id, 'draft', {
      status: 'finalized',
      finalizedAt: now,
      finalizedBy: actor,
      updatedAt: now,
    });
    if (!finalized) throw alreadyFinalized();
    await writeRunLines(deps, shop, run, timesheets, commissions);
    await repos.payrollRuns.markHeldFinalized(run.id, now);
    await markRunTipsPaid(deps, shop, run);
    await repos.auditLog.insert({
      id: newId('aud', now),
      shopId: shop.id,
      subjectType: 'payroll_run',
      subjectId: run.id,
      action: 'finalize',
      actor,
      fromStatus: 'draft',
      toStatus: 'finalized',
      reason: null,
      at: now,
    });
    return payrollRunView(finalized, await repos.payrollRuns.totals(run.id));
  });
}
