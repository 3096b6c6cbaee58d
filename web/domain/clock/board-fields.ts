import type { Scope } from '../tokens/scopes.js';

/**
 * The clock board's fields beyond SPEC §10's list, and who reads them (principle 19, issue 26).
 * SPEC §10 gives every `read_clock` caller names, states, since, entry, has_pin, next_shift and
 * overdue, and no rates or pay; the two fields the POS tile added are minimised where the SPEC
 * is silent:
 * - `hours_this_week` is timesheet data: only a caller that may read timesheets sees it;
 * - `shopify_staff_member_id` is staff data: only a caller that may read staff sees it, or one
 *   that asked for the row by that id (it already knows it).
 * A kiosk token (`write_clock`) therefore reads neither; a session token (admin or POS) holds
 * every scope (SPEC §6) and reads both.
 */
export interface BoardFields {
  hoursThisWeek: boolean;
  shopifyStaffMemberId: boolean;
}

export function boardFieldsFor(
  scopes: ReadonlySet<Scope>,
  request: { byShopifyStaffMemberId: boolean },
): BoardFields {
  return {
    hoursThisWeek: scopes.has('read_timesheets'),
    shopifyStaffMemberId: scopes.has('read_staff') || request.byShopifyStaffMemberId,
  };
}
