import { z } from 'zod';
import type { TimeOffRow } from '../../db/repositories/time-off-repository.js';
import {
  TIME_OFF_KINDS,
  TIME_OFF_STATUSES,
  type TimeOffKind,
  type TimeOffStatus,
} from '../../domain/scheduling/time-off.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { DateOnly, Id, Timestamp } from './schema-fields.js';

export const TimeOffSchema = z
  .object({
    id: Id('tof'),
    object: z.literal('time_off'),
    staff: z.string(),
    staff_id: Id('stf'),
    starts_on: DateOnly.meta({ description: "First day off, a local date of the shop's zone." }),
    ends_on: DateOnly.meta({ description: 'Last day off, included.' }),
    kind: z.enum(TIME_OFF_KINDS),
    note: z.string().nullable(),
    status: z.enum(TIME_OFF_STATUSES),
    decided_at: Timestamp.nullable(),
    decided_by: z
      .string()
      .nullable()
      .meta({ description: 'Who approved or denied it (`tok_…`, `user:…`, `cli`).' }),
    decision_reason: z.string().nullable(),
    conflicting_shifts: z.array(Id('shf')).meta({
      description:
        "Ids of the staff member's shifts on these local days, read now (empty once all are reassigned; always empty when denied).",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'TimeOff' });
export type TimeOffView = z.output<typeof TimeOffSchema>;

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
