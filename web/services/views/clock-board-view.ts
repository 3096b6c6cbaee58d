import type { ClockState } from '../../domain/clock/clock-state.js';

/** A staff member's current or next published shift (SPEC §13), as the kiosk and POS show it. */
export interface NextShiftView {
  id: string;
  starts_at: string;
  ends_at: string;
}

/** One row of `GET /v1/clock` (SPEC §10): who is working now. No rates, no pay. */
export interface ClockBoardRowView {
  staff: string;
  staff_id: string;
  name: string;
  state: ClockState;
  /** The clock-in, or the open break's start; null when off. */
  since: string | null;
  /** The open entry's id, or null. */
  entry: string | null;
  has_pin: boolean;
  /** The linked Shopify staff member (SPEC §11): the POS tile finds its row by it. */
  shopify_staff_member_id: string | null;
  /** Hours of the current work week, closed entries only: the POS tile shows them. */
  hours_this_week: number;
  next_shift: NextShiftView | null;
  /** The open entry started more than 16 hours ago: a forgotten clock-out. */
  overdue: boolean;
}

export interface ClockBoardView {
  data: ClockBoardRowView[];
}
