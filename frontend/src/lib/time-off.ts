import type { TimeOff, TimeOffKind, TimeOffStatus } from '../api/types.js';
import { formatDay } from './time.js';

const KIND_LABELS: Record<TimeOffKind, string> = {
  vacation: 'Vacation',
  sick: 'Sick',
  unpaid: 'Unpaid leave',
  other: 'Other',
};

/** The kinds the API takes, as the request form offers them. */
export const TIME_OFF_KINDS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

export function kindLabel(kind: TimeOffKind): string {
  return KIND_LABELS[kind] ?? kind;
}

export const STATUS_LABELS: Record<TimeOffStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  denied: 'Denied',
  cancelled: 'Cancelled',
};

/** Whether a time off holds a local day (`YYYY-MM-DD` strings compare as dates). */
export function coversDay(timeOff: Pick<TimeOff, 'starts_on' | 'ends_on'>, date: string): boolean {
  return timeOff.starts_on <= date && date <= timeOff.ends_on;
}

/** "Wed, Nov 25" or "Wed, Nov 25 – Fri, Nov 27". */
export function formatDays(timeOff: Pick<TimeOff, 'starts_on' | 'ends_on'>): string {
  const first = formatDay(timeOff.starts_on);
  return timeOff.starts_on === timeOff.ends_on ? first : `${first} – ${formatDay(timeOff.ends_on)}`;
}
