import fc from 'fast-check';
import { OVERTIME_RULES } from '../../web/domain/pay/overtime.js';
import { WEEKDAYS } from '../../web/domain/time/work-week.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FIRST_MS = Date.parse('0001-01-01T00:00:00Z');
const LAST_MS = Date.parse('9999-12-31T00:00:00Z');

/** Any real `YYYY-MM-DD` date from 0001-01-01 to 9999-12-31. */
export const calendarDate = fc
  .integer({ min: 0, max: (LAST_MS - FIRST_MS) / DAY_MS })
  .map((day) => new Date(FIRST_MS + day * DAY_MS).toISOString().slice(0, 10));

/** Dates in the years payroll actually runs in, where zone rules are well known. */
export const modernDate = fc
  .integer({
    min: Date.parse('1990-01-01T00:00:00Z') / DAY_MS,
    max: Date.parse('2040-12-31T00:00:00Z') / DAY_MS,
  })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

/** Zones with DST in either hemisphere, half-hour offsets, midnight transitions and no DST. */
export const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Santiago',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Beirut',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
] as const;
export const zone = fc.constantFrom(...ZONES);
export const weekday = fc.constantFrom(...WEEKDAYS);
export const overtimeRule = fc.constantFrom(...OVERTIME_RULES);

/** Worked time of one day in ms, up to 24 h, often on whole minutes like real clock entries. */
export const dayMs = fc.oneof(
  fc.integer({ min: 0, max: 24 * HOUR_MS }),
  fc.integer({ min: 0, max: 24 * 60 }).map((minutes) => minutes * 60_000),
);

/** Any spread of worked time over the seven days of a week, several entries per day allowed. */
export const workedDays = fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), workedMs: dayMs }), {
  maxLength: 14,
});
