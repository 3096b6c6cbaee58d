import { z } from 'zod';
import type { ShiftRequestRow } from '../../db/repositories/shift-requests-repository.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

export const SHIFT_REQUEST_KINDS = ['claim', 'swap', 'drop'] as const;
export const SHIFT_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'approved',
  'declined',
  'denied',
  'cancelled',
  'expired',
] as const;

export const ShiftRequestSchema = z
  .object({
    id: Id('shr'),
    object: z.literal('shift_request'),
    kind: z.enum(SHIFT_REQUEST_KINDS),
    status: z.enum(SHIFT_REQUEST_STATUSES),
    shift: Id('shf'),
    from_staff: z.string().nullable().meta({ description: 'Who offers the shift; null for a claim.' }),
    from_staff_id: Id('stf').nullable(),
    to_staff: z
      .string()
      .nullable()
      .meta({ description: 'Who takes it: the colleague of a swap, the claimant, the taker of a drop.' }),
    to_staff_id: Id('stf').nullable(),
    note: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: Timestamp,
    decided_at: Timestamp.nullable(),
    decided_by: z.string().nullable(),
  })
  .meta({ id: 'ShiftRequest' });
export type ShiftRequestView = z.output<typeof ShiftRequestSchema>;

export function shiftRequestView(
  row: ShiftRequestRow,
  handleOf: (staffId: string | null) => string | null,
): ShiftRequestView {
  return {
    id: row.id,
    object: 'shift_request',
    kind: row.kind as ShiftRequestView['kind'],
    status: row.status as ShiftRequestView['status'],
    shift: row.shiftId,
    from_staff: handleOf(row.fromStaffId),
    from_staff_id: row.fromStaffId,
    to_staff: handleOf(row.toStaffId),
    to_staff_id: row.toStaffId,
    note: row.note,
    reason: row.reason,
    created_at: formatInstant(row.createdAt),
    decided_at: formatOptionalInstant(row.decidedAt),
    decided_by: row.decidedBy,
  };
}
