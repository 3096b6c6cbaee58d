import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import type { TimeOffRow } from '../../db/repositories/time-off-repository.js';
import { type NotifyingDeps, staffAppLink } from './notifying-deps.js';
import { shopNameOf } from './queue-email.js';
import { queueManagerEmails, queueStaffEmail } from './staff-email.js';

/** SPEC §16 `time_off`: the decision, to the requester, in the decision's transaction. */
export function queueTimeOffDecisionEmail(
  deps: NotifyingDeps,
  shop: ShopRow,
  staff: StaffRow,
  decided: Pick<TimeOffRow, 'startsOn' | 'endsOn' | 'status' | 'decisionReason'>,
): Promise<string | null> {
  return queueStaffEmail(deps, shop, staff, 'time_off', {
    kind: 'time_off',
    shopName: shopNameOf(shop),
    staffName: staff.name,
    startsOn: decided.startsOn,
    endsOn: decided.endsOn,
    decision: decided.status === 'approved' ? 'approved' : 'denied',
    reason: decided.decisionReason,
    staffAppUrl: staffAppLink(deps),
  });
}

/** SPEC §16 `manager`: a new time off request, naming its requester and days, to every manager. */
export function queueTimeOffRequestManagerEmails(
  deps: NotifyingDeps,
  shop: ShopRow,
  staff: StaffRow,
  request: Pick<TimeOffRow, 'startsOn' | 'endsOn' | 'kind' | 'note'>,
): Promise<number> {
  return queueManagerEmails(deps, shop, {
    kind: 'manager',
    shopName: shopNameOf(shop),
    what: {
      about: 'time_off_request',
      staffName: staff.name,
      startsOn: request.startsOn,
      endsOn: request.endsOn,
      timeOffKind: request.kind,
      note: request.note,
    },
  });
}
