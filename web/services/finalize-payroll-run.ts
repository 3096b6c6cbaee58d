import { notFound, stateConflict } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import type { Actor, ServiceDeps } from './deps.js';
import { writeRunLines } from './payroll-run-lines.js';
import { loadShop } from './shop-context.js';
import { type PayrollRunView, payrollRunView } from './views/payroll-run-view.js';

/**
 * draft → finalized, in one transaction. Every held timesheet must still be approved and no
 * other finalized run may have paid it or a held commission (else 409: the manager creates a
 * new run). The lines are recomputed from the timesheets' current frozen numbers, then the
 * timesheets and commissions are marked as paid by this run, which makes them immutable.
 */
export function finalizePayrollRun(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  actor: Actor,
): PayrollRunView {
  const shop = loadShop(deps, shopId);
  const { repos } = deps;
  return deps.db.transaction(() => {
    const run = repos.payrollRuns.findById(shop.id, id);
    if (!run) throw notFound('payroll run');
    if (run.status === 'finalized') throw stateConflict(`Payroll run ${run.id} is already finalized.`);

    const timesheets = repos.payrollRuns.heldTimesheets(run.id);
    for (const timesheet of timesheets) {
      const what = () => {
        const handle = repos.staff.findById(shop.id, timesheet.staffId)?.handle;
        return `Timesheet ${timesheet.id} (${handle}, week of ${timesheet.weekStart})`;
      };
      if (timesheet.status !== 'approved') {
        throw stateConflict(
          `${what()} was reopened after this run was created and is not approved now; approve it again before finalizing this run.`,
        );
      }
      if (timesheet.finalizedRunId !== null && timesheet.finalizedRunId !== run.id) {
        throw stateConflict(
          `${what()} is already paid by finalized payroll run ${timesheet.finalizedRunId}.`,
        );
      }
    }
    const commissions = repos.payrollRuns.heldCommissions(run.id);
    for (const commission of commissions) {
      if (commission.finalizedRunId !== null && commission.finalizedRunId !== run.id) {
        throw stateConflict(
          `Commission ${commission.id} is already paid by finalized payroll run ${commission.finalizedRunId}.`,
        );
      }
    }

    const now = deps.now();
    writeRunLines(deps, shop.id, run.id, timesheets, commissions);
    repos.payrollRuns.markHeldFinalized(run.id, now);
    const finalized = repos.payrollRuns.update(run.id, {
      status: 'finalized',
      finalizedAt: now,
      finalizedBy: actor,
      updatedAt: now,
    });
    repos.auditLog.insert({
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
    return payrollRunView(finalized, repos.payrollRuns.totals(run.id));
  });
}
