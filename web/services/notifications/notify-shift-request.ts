import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { NotifyingDeps } from './notifying-deps.js';
import { shopNameOf } from './queue-email.js';
import { queueManagerEmails } from './staff-email.js';

/** The shift request of SPEC §17 as its manager email names it. */
export interface ShiftRequestForManagers {
  /** The `name` of the staff member who asks to take the shift. */
  takerName: string;
  shiftStart: number;
  shiftEnd: number;
  /** The `name` of the shift's current holder; null for an open shift. */
  fromName: string | null;
}

/**
 * SPEC §16 `manager`: a shift request awaiting approval (§17), to every `manager_emails`
 * address, naming the taker and the shift in the shop's zone. Call it in the transaction that
 * writes the request. Answers how many emails were queued.
 */
export function queueShiftRequestManagerEmails(
  deps: NotifyingDeps,
  shop: ShopRow,
  request: ShiftRequestForManagers,
): Promise<number> {
  return queueManagerEmails(deps, shop, {
    kind: 'manager',
    shopName: shopNameOf(shop),
    what: {
      about: 'shift_request',
      staffName: request.takerName,
      shiftStart: request.shiftStart,
      shiftEnd: request.shiftEnd,
      timezone: shop.timezone,
      fromStaffName: request.fromName,
    },
  });
}
