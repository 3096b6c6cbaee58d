import type { TimeEntryExportRow } from '../../../db/repositories/exports-repository.js';
import { toCentihours } from '../../../domain/pay/overtime.js';
import { workedMs } from '../../../domain/timesheets/timesheet-hours.js';
import { formatInstant, formatOptionalInstant } from '../../../services/views/instant.js';
import type { CsvColumn } from '../../csv/csv-format.js';

/** The columns of the time entry JSON, in the same order and with the same numbers. */
export const TIME_ENTRY_CSV: CsvColumn<TimeEntryExportRow>[] = [
  { name: 'id', kind: 'text', value: (r) => r[0] },
  { name: 'staff', kind: 'text', value: (r) => r[1] },
  { name: 'staff_id', kind: 'text', value: (r) => r[2] },
  { name: 'timesheet', kind: 'text', value: (r) => r[3] },
  { name: 'started_at', kind: 'text', value: (r) => formatInstant(r[4]) },
  { name: 'ended_at', kind: 'text', value: (r) => formatOptionalInstant(r[5]) },
  { name: 'break_minutes', kind: 'number', value: (r) => r[6] },
  {
    name: 'hours',
    kind: 'number',
    value: (r) => toCentihours(workedMs({ startedAt: r[4], endedAt: r[5], breakMinutes: r[6] })) / 100,
  },
  { name: 'note', kind: 'text', value: (r) => r[7] },
  { name: 'source', kind: 'text', value: (r) => r[8] },
  { name: 'shift', kind: 'text', value: (r) => r[9] },
  { name: 'location_id', kind: 'text', value: (r) => r[10] },
  { name: 'break_started_at', kind: 'text', value: (r) => formatOptionalInstant(r[11]) },
  { name: 'created_at', kind: 'text', value: (r) => formatInstant(r[12]) },
  { name: 'updated_at', kind: 'text', value: (r) => formatInstant(r[13]) },
];
