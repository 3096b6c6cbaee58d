import { z } from 'zod';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { formatInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

export const ShiftSchema = z
  .object({
    id: Id('shf'),
    object: z.literal('shift'),
    staff: z
      .string()
      .nullable()
      .meta({ description: 'Handle of the staff member; null for an open shift (SPEC §17).' }),
    staff_id: Id('stf').nullable(),
    starts_at: Timestamp,
    ends_at: Timestamp,
    break_minutes: z.number().int(),
    location: z.string().nullable(),
    role: z.string().nullable(),
    note: z.string().nullable(),
    published: z.boolean().meta({
      description: 'Staff see the shift: its week was published. A new or copied shift is a draft.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Shift' });
export type ShiftView = z.output<typeof ShiftSchema>;

export function shiftView(row: ShiftRow, handle: string | null): ShiftView {
  return {
    id: row.id,
    object: 'shift',
    staff: handle,
    staff_id: row.staffId,
    starts_at: formatInstant(row.startsAt),
    ends_at: formatInstant(row.endsAt),
    break_minutes: row.breakMinutes,
    location: row.location,
    role: row.role,
    note: row.note,
    published: row.published,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
