import { attendanceRows } from '../../domain/clock/attendance.js';
import { MATCH_BEFORE_START_MS } from '../../domain/clock/shift-match.js';
import { type Weekday, workWeekContaining } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { type AttendanceView, attendanceRowView } from '../views/attendance-view.js';

/** How far before the week shifts are read (ms): a shift that began the day before can still be matched. */
const SHIFT_LOOKBACK_MS = 24 * 3_600_000;

/**
 * `GET /v1/attendance?week=` (SPEC §10): the work week's shifts against its clock entries. The
 * reads reach past each end of the week, so every entry and shift is matched against all it
 * could match (a clock-in just before the week with a shift at its start, a clock-in at its
 * end with a shift just after it); rows are only the week's own.
 */
export async function readAttendance(
  deps: ServiceDeps,
  shopId: string,
  week: string,
): Promise<AttendanceView> {
  const shop = await loadShop(deps, shopId);
  const range = workWeekContaining(week, shop.timezone, shop.weekStart as Weekday);
  const [shifts, entries] = await Promise.all([
    deps.repos.shifts.listStartingIn(
      shop.id,
      range.startsAt - SHIFT_LOOKBACK_MS,
      range.endsAt + MATCH_BEFORE_START_MS,
    ),
    deps.repos.timeEntries.listStartingIn(shop.id, range.startsAt - MATCH_BEFORE_START_MS, range.endsAt),
  ]);
  // Attendance is a person's schedule against their clock: open shifts (SPEC §17) are no one's.
  const staffed = shifts.flatMap((s) => (s.staffId === null ? [] : [{ ...s, staffId: s.staffId }]));
  const staffIds = [...new Set([...staffed.map((s) => s.staffId), ...entries.map((e) => e.staffId)])];
  const handles = await deps.repos.staff.handlesByIds(shop.id, staffIds);
  const handleOf = (staffId: string) => handles.get(staffId) ?? '';
  const rows = attendanceRows({
    week: range,
    zone: shop.timezone,
    now: deps.now(),
    shifts: staffed.map((s) => ({ ...s, handle: handleOf(s.staffId) })),
    entries: entries.map((e) => ({ ...e, handle: handleOf(e.staffId) })),
  });
  return { week, data: rows.map(attendanceRowView) };
}
