import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { formatInstant } from './instant.js';

export interface ShiftView {
  id: string;
  object: 'shift';
  staff: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  break_minutes: number;
  location: string | null;
  role: string | null;
  note: string | null;
  published: boolean;
  created_at: string;
  updated_at: string;
}

export function shiftView(row: ShiftRow, handle: string): ShiftView {
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
