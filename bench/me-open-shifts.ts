import type { BenchSection } from './section.js';
import { runStaffSessionLoad } from './staff-session-load.js';

/** Issue 31: 2,000 shifts in the week, 200 staff. */
const STAFF = 200;
const OPEN_SHIFTS = 1_000;

/**
 * `GET /v1/me/open-shifts` (SPEC §17; issue 31: p99 < 30 ms at 50 connections). Each person
 * has a shift on 5 days of the coming week, and 1,000 open shifts lie over the same days
 * (06:00 to 17:00 starts, 4 to 8 hours): which ones a person may claim depends on their own
 * shifts, so eligibility is worked out for each request.
 */
export const meOpenShifts: BenchSection = {
  name: 'me-open-shifts',
  title: 'GET /v1/me/open-shifts with 50 staff sessions at 50 connections',
  bothDatabases: true,
  run: (context) =>
    runStaffSessionLoad(context, {
      key: 'me_open_shifts',
      label: 'me/open-shifts',
      path: '/v1/me/open-shifts',
      seed: {
        staff: STAFF,
        emails: false,
        shifts: { daysBack: 0, daysAhead: 6 },
        openShifts: { count: OPEN_SHIFTS, daysAhead: 6 },
        sessions: 50,
        scopes: ['read_staff'],
      },
      dataset: `today to 6 days ahead, 5 days a week each, and ${OPEN_SHIFTS.toLocaleString('en-US')} open shifts`,
      p99GoalMs: 30,
    }),
};
