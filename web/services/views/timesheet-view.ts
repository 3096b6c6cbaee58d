import { z } from 'zod';
import type { Repositories } from '../../db/repositories/index.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import type { TimesheetRow } from '../../db/repositories/timesheets-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { payLines } from '../../domain/pay/gross.js';
import { addDays } from '../../domain/time/calendar-date.js';
import { centihoursToNumber } from './hours.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { DateOnly, Id, Money, PaidHoursFields, Timestamp } from './schema-fields.js';
import { TimeEntrySchema, timeEntryView } from './time-entry-view.js';

export const TimesheetSchema = z
  .object({
    id: Id('tms'),
    object: z.literal('timesheet'),
    staff: z.string(),
    staff_id: Id('stf'),
    week_start: DateOnly,
    week_end: DateOnly,
    status: z.string().meta({ enum: ['pending', 'approved'] }),
    hours: z.number(),
    ...PaidHoursFields,
    double_time_pay: Money,
    gross: Money,
    approved_at: Timestamp.nullable(),
    approved_by: z.string().nullable(),
    entries: z.array(TimeEntrySchema),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Timesheet' });
export type TimesheetView = z.output<typeof TimesheetSchema>;

/** The rate in force: frozen at approval, the staff member's live rate while pending. */
function rateInForce(
  timesheet: Pick<TimesheetRow, 'status' | 'approvedRateCents'>,
  liveRateCents: number | null,
) {
  return timesheet.status === 'approved' ? timesheet.approvedRateCents : liveRateCents;
}

/** The timesheet with its entries, which it reads (inside the caller's transaction, if any). */
export async function timesheetView(
  repos: Repositories,
  timesheet: TimesheetRow,
  staff: StaffRow,
): Promise<TimesheetView> {
  const rate = rateInForce(timesheet, staff.hourlyRateCents);
  const pay = payLines(timesheet, rate);
  const entries = (await repos.timeEntries.listByTimesheet(timesheet.id)).map((row) =>
    timeEntryView(row, staff.handle),
  );
  return {
    id: timesheet.id,
    object: 'timesheet',
    staff: staff.handle,
    staff_id: staff.id,
    week_start: timesheet.weekStart,
    week_end: addDays(timesheet.weekStart, 6),
    status: timesheet.status,
    hours: centihoursToNumber(timesheet.hours),
    regular_hours: centihoursToNumber(timesheet.regularHours),
    overtime_hours: centihoursToNumber(timesheet.overtimeHours),
    double_time_hours: centihoursToNumber(timesheet.doubleTimeHours),
    rate: rate === null ? null : formatMoney(rate),
    regular_pay: formatMoney(pay.regularPay),
    overtime_pay: formatMoney(pay.overtimePay),
    double_time_pay: formatMoney(pay.doubleTimePay),
    gross: formatMoney(pay.gross),
    approved_at: formatOptionalInstant(timesheet.approvedAt),
    approved_by: timesheet.approvedBy,
    entries,
    created_at: formatInstant(timesheet.createdAt),
    updated_at: formatInstant(timesheet.updatedAt),
  };
}
