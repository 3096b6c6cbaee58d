/** The fields whose change makes a shift "move" (SPEC §6); a note or role change is no move. */
export const MOVE_FIELDS = ['startsAt', 'endsAt', 'staffId', 'location'] as const;
export type MoveField = (typeof MOVE_FIELDS)[number];

export interface ShiftPlacement {
  startsAt: number;
  endsAt: number;
  /** Null for an open shift (SPEC §17). */
  staffId: string | null;
  location: string | null;
}

/** The move fields that differ between two placements of the same shift, in a fixed order. */
export function movedFields(before: ShiftPlacement, after: ShiftPlacement): MoveField[] {
  return MOVE_FIELDS.filter((field) => before[field] !== after[field]);
}
