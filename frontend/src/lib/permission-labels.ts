import type { Scope, WebhookEvent } from '../api/types.js';

/**
 * What each API scope lets a token do, in a shop manager's words. The raw name stays beside it
 * as secondary text: it is what an integrator's code and the /docs page use.
 */
export const SCOPE_LABELS: Record<Scope, string> = {
  read_timesheets: 'See timesheets and hours worked',
  write_timesheets: 'Change hours and approve timesheets',
  read_shifts: 'See the schedule and time off',
  write_shifts: 'Change the schedule and time off',
  read_staff: 'See staff',
  write_staff: 'Add and change staff',
  read_payroll: 'See payroll runs',
  write_payroll: 'Create and finalize payroll runs',
  read_commissions: 'See commissions',
  write_commissions: 'Record commissions',
  read_webhooks: 'See webhook endpoints',
  write_webhooks: 'Manage webhook endpoints',
  read_tokens: 'See API tokens',
  write_tokens: 'Create and revoke API tokens',
  read_shop: 'See shop settings',
  write_shop: 'Change shop settings',
  read_clock: "See who's working and attendance",
  write_clock: 'Clock staff in and out (a kiosk)',
};

/** What each webhook event tells the receiving system, in words; the raw name is secondary. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'shift.moved': 'A shift is moved',
  'timesheet.approved': 'A timesheet is approved',
  'schedule.published': "A week's schedule is published",
};

/** An event's words, or its raw name for one this admin does not know yet. */
export function eventLabel(event: string): string {
  return (EVENT_LABELS as Record<string, string | undefined>)[event] ?? event;
}
