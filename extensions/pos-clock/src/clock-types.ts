/**
 * The shapes the tile reads from Shiftbook's `/v1/clock` routes (SPEC §10, §11, §13), written out
 * here because the extension is bundled apart from the server and must not import its code.
 */

export type ClockState = 'off' | 'on' | 'break';

/** The last path segment of `POST /v1/clock/{action}`. */
export type ClockAction = 'in' | 'out' | 'break-start' | 'break-end';

export interface NextShift {
  id: string;
  starts_at: string;
  ends_at: string;
}

/**
 * One row of `GET /v1/clock`. The tile asks for its pinned staff member's row alone
 * (`?shopify_staff_member_id=`), and keeps nothing of anyone else.
 */
export interface ClockRow {
  staff: string;
  staff_id: string;
  name: string;
  state: ClockState;
  /** The clock-in, or the open break's start; null when off. */
  since: string | null;
  entry: string | null;
  has_pin: boolean;
  next_shift: NextShift | null;
  overdue: boolean;
  /** Sent to callers allowed to read staff, or who filtered by it (as the tile does). */
  shopify_staff_member_id?: string | null;
  /** Hours clocked in the shop's current work week; absent for callers who may not read hours. */
  hours_this_week?: number;
}

/** The part of an `application/problem+json` answer the tile shows or acts on. */
export interface Problem {
  status: number;
  code: string;
  detail: string;
  /** The fields the server named in `errors` (`at`, say). */
  fields?: string[];
  /** A 429's or 503's `Retry-After`, in ms. */
  retryAfterMs?: number;
}

/** What `POST /v1/clock/{action}` takes from the tile. */
export interface ClockRequestBody {
  shopify_staff_member_id: string;
  /**
   * RFC 3339: when the button was pressed, so an action sent late still counts from then. Only
   * a kept action carries it: a live tap is timed by the server, whatever the device's clock says.
   */
  at?: string;
  location_id?: string;
  pin?: string;
}
