import { ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { type TimeOffKind, timeOffRangeProblem } from '../../domain/scheduling/time-off.js';
import { queueTimeOffRequestManagerEmails } from '../notifications/notify-time-off.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { loadShop } from '../shops/shop-context.js';
import { resolveActiveStaff } from '../staff/resolve-staff.js';
import type { TimeOffView } from '../views/time-off-view.js';
import { timeOffViewOf } from './time-off-views.js';

export interface CreateTimeOffInput {
  staff: string;
  /** Local dates of the shop, both included. */
  startsOn: string;
  endsOn: string;
  kind: TimeOffKind;
  note: string | null;
}

/**
 * A request for time off (`requested`); it blocks nothing until a manager approves it. The
 * managers hear of it (SPEC §16 `manager`) in the same transaction.
 */
export async function createTimeOff(
  deps: NotifyingDeps,
  shopId: string,
  input: CreateTimeOffInput,
): Promise<TimeOffView> {
  return deps.db.transaction(async () => {
    const shop = await loadShop(deps, shopId);
    const staff = await resolveActiveStaff(deps, shop, input.staff);
    const problem = timeOffRangeProblem({ first: input.startsOn, last: input.endsOn });
    if (problem) throw ruleViolation(problem.field, problem.message);
    const now = deps.now();
    const row = await deps.repos.timeOff.insert({
      id: newId('tof', now),
      shopId: shop.id,
      staffId: staff.id,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      kind: input.kind,
      note: input.note,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    });
    await queueTimeOffRequestManagerEmails(deps, shop, staff, row);
    return timeOffViewOf(deps, shop, row);
  });
}
