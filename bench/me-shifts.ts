import type { BenchSection } from './section.js';
import { runStaffSessionLoad } from './staff-session-load.js';

/** Published shifts from two weeks back to three weeks ahead: the default window (today..+13) sees two. */
const DAYS_BACK = 14;
const DAYS_AHEAD = 20;

/** `GET /v1/me/shifts` (no `from`/`to`: today..+13 in the shop's zone); issue 29: p99 < 20 ms. */
export const meShifts: BenchSection = {
  name: 'me-shifts',
  title: 'GET /v1/me/shifts with 50 staff sessions at 50 connections',
  bothDatabases: true,
  run: (context) =>
    runStaffSessionLoad(context, {
      key: 'me_shifts',
      label: 'me/shifts',
      path: '/v1/me/shifts',
      seed: {
        staff: 200,
        emails: false,
        shifts: { daysBack: DAYS_BACK, daysAhead: DAYS_AHEAD },
        sessions: 50,
        scopes: ['read_staff'],
      },
      dataset: `${DAYS_BACK} days back to ${DAYS_AHEAD} ahead, 5 days a week each`,
      p99GoalMs: 20,
      compareBare: true,
    }),
};
