import type { TimeOffRow } from '../../db/repositories/time-off-repository.js';
import type { TimeOffKind, TimeOffStatus } from '../../domain/scheduling/time-off.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

export interface TimeOffView {
  id: string;
  object: 'time_off';
  staff: string;
  staff_id: string;
  starts_on: string;
  ends_on: string;
  kind: TimeOffKind;
  note: string | null;
  status: TimeOffStatus;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  conflicting_shifts: string[];
  created_at: string;
  updated_at: string;
}

export function timeOffView(row: TimeOffRow, handle: string, conflictingShifts: string[]): TimeOffView {
  return {
    id: row.id,
    object: 'time_off',
    staff: handle,
    staff_id: row.staffId,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    kind: row.kind as TimeOffKind,
    note: row.note,
    status: row.status as TimeOffStatus,
    decided_at: formatOptionalInstant(row.decidedAt),
    decided_by: row.decidedBy,
    decision_reason: row.decisionReason,
    conflicting_shifts: conflictingShifts,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
