/**
 * Whether a clock request must carry the staff member's PIN (SPEC §10): a kiosk's token must;
 * a token that may also write timesheets (a manager's, an integration's) need not, and neither
 * may a session token, whose user Shopify vouches for.
 */
export function pinNeeded(caller: { isSession: boolean; canWriteTimesheets: boolean }): boolean {
  return !caller.isSession && !caller.canWriteTimesheets;
}
