/**
 * The kiosk's timings. The return to the board after a confirmation may be set by the link's
 * query, `?return_after=<seconds>` (0.5 to 60), so a shop with a queue at shift change can make
 * it shorter and tests need not wait; the query survives the fragment being dropped.
 */
export interface KioskTimings {
  /** From a confirmation back to the board, in ms; default 5000. */
  returnAfterMs: number;
  /** From a PIN pad left untouched back to the board, in ms, so a half-typed PIN does not linger. */
  idleMs: number;
  /** Between board refreshes, in ms: states change from the admin, POS and other tablets too. */
  refreshEveryMs: number;
}

export const DEFAULT_TIMINGS: KioskTimings = { returnAfterMs: 5_000, idleMs: 30_000, refreshEveryMs: 30_000 };

export function timingsFrom(search: string): KioskTimings {
  const seconds = Number(new URLSearchParams(search).get('return_after'));
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_TIMINGS;
  return { ...DEFAULT_TIMINGS, returnAfterMs: Math.round(Math.min(60, Math.max(0.5, seconds)) * 1000) };
}
