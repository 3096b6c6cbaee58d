/**
 * Whether a clock request must carry the staff member's Shiftbook PIN (SPEC §10, §11):
 * - an API token must, unless it may also write timesheets (a manager's, an integration's);
 * - a session token (POS, or the embedded admin) must not, because POS has already checked the
 *   PIN of the staff member pinned in, unless the shop's POS asks no PIN (`pos_pin_required`).
 */
export function pinNeeded(caller: {
  isSession: boolean;
  canWriteTimesheets: boolean;
  posPinRequired: boolean;
}): boolean {
  return caller.isSession ? caller.posPinRequired : !caller.canWriteTimesheets;
}
