import { notFound, ruleViolation, stateConflict } from '../../domain/errors.js';
import {
  type TimeOffKind,
  type TimeOffStatus,
  timeOffEditable,
  timeOffRangeProblem,
} from '../../domain/scheduling/time-off.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import type { TimeOffView } from '../views/time-off-view.js';
import { timeOffViewOf } from './time-off-views.js';

export interface UpdateTimeOffInput {
  startsOn?: string | undefined;
  endsOn?: string | undefined;
  kind?: TimeOffKind | undefined;
  note?: string | null | undefined;
}

/**
 * Changes a request's days, kind or note. A decided time off is a record of the decision and
 * no longer changes (409): ask again with a new request. Under the shop's lock, and the row
 * changes only while still `requested`, so an approval cannot slip in between.
 */
export async function updateTimeOff(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  input: UpdateTimeOffInput,
): Promise<TimeOffView> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const current = await deps.repos.timeOff.findById(shop.id, id);
    if (!current) throw notFound('time off');
    if (!timeOffEditable(current.status as TimeOffStatus))
      throw stateConflict(`The time off is ${current.status}; only a request can be changed.`);
    const next = {
      startsOn: input.startsOn ?? current.startsOn,
      endsOn: input.endsOn ?? current.endsOn,
      kind: input.kind ?? current.kind,
      note: input.note === undefined ? current.note : input.note,
    };
    const problem = timeOffRangeProblem({ first: next.startsOn, last: next.endsOn });
    if (problem) throw ruleViolation(problem.field, problem.message);
    const updated = await deps.repos.timeOff.updateIfStatus(current.id, 'requested', {
      ...next,
      updatedAt: deps.now(),
    });
    return timeOffViewOf(deps, shop, updated!);
  });
}
