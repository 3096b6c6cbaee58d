import type { TimeOffView } from '../../../services/views/time-off-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';

/**
 * The columns of the time off JSON, in the same order and read from the same views, so a CSV
 * row always says what the JSON says; `conflicting_shifts` is its ids separated by spaces.
 */
export const TIME_OFF_CSV: CsvColumn<TimeOffView>[] = [
  { name: 'id', kind: 'text', value: (t) => t.id },
  { name: 'staff', kind: 'text', value: (t) => t.staff },
  { name: 'staff_id', kind: 'text', value: (t) => t.staff_id },
  { name: 'starts_on', kind: 'text', value: (t) => t.starts_on },
  { name: 'ends_on', kind: 'text', value: (t) => t.ends_on },
  { name: 'kind', kind: 'text', value: (t) => t.kind },
  { name: 'note', kind: 'text', value: (t) => t.note },
  { name: 'status', kind: 'text', value: (t) => t.status },
  { name: 'decided_at', kind: 'text', value: (t) => t.decided_at },
  { name: 'decided_by', kind: 'text', value: (t) => t.decided_by },
  { name: 'decision_reason', kind: 'text', value: (t) => t.decision_reason },
  { name: 'conflicting_shifts', kind: 'text', value: (t) => t.conflicting_shifts.join(' ') },
  { name: 'created_at', kind: 'text', value: (t) => t.created_at },
  { name: 'updated_at', kind: 'text', value: (t) => t.updated_at },
];
