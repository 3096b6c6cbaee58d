/**
 * The parts of SPEC §10's clock answers the kiosk reads. The server's view types for the clock
 * routes were being written beside this page; once they land these can be imported from
 * web/services/views like the admin's api/types.ts does, instead of being said twice.
 */
export type ClockState = 'off' | 'on' | 'break';

/** The four clock actions, named as their routes: POST /v1/clock/<action>. */
export type ClockAction = 'in' | 'out' | 'break-start' | 'break-end';

export interface NextShift {
  id: string;
  starts_at: string;
  ends_at: string;
}

/** One row of GET /v1/clock: an active staff member and where they stand. */
export interface ClockRow {
  staff: string;
  staff_id: string;
  name: string;
  state: ClockState;
  since: string | null;
  entry: string | null;
  has_pin: boolean;
  next_shift: NextShift | null;
  overdue: boolean;
}

/** The time entry a clock action answers with. */
export interface ClockEntry {
  id: string;
  staff: string;
  started_at: string;
  ended_at: string | null;
  break_minutes: number;
  break_started_at: string | null;
}
