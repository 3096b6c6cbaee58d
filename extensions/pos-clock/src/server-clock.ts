/**
 * How far the device's clock is from Shiftbook's, learned from the `Date` header of each answer
 * (exposed to the extension's origins by CORS). A POS device whose clock runs minutes fast would
 * otherwise send kept actions "in the future", which the server refuses beyond 60 s (SPEC §10).
 * `Date` has whole seconds and the answer took some time to arrive, so the estimate is good to a
 * second or two: far inside the server's 60 s.
 */
export interface ServerClock {
  /** Server time minus device time (ms), or null before any answer carried a `Date`. */
  readonly offsetMs: number | null;
  /** Takes an answer's `Date` header, received when the device's clock read `receivedAt`. */
  observe(dateHeader: string | null, receivedAt: Date): void;
  /** Takes an offset kept by another target or an earlier run, unless this one knows better. */
  adopt(offsetMs: number | null): void;
}

export function createServerClock(onChange?: (offsetMs: number) => void): ServerClock {
  let offsetMs: number | null = null;
  return {
    get offsetMs() {
      return offsetMs;
    },
    observe(dateHeader, receivedAt) {
      const serverMs = dateHeader ? Date.parse(dateHeader) : Number.NaN;
      if (Number.isNaN(serverMs)) return;
      // `Date` is floored to the second, and the answer took time to arrive: a difference under
      // two seconds is within what the header can tell, so the device's clock is taken as right.
      const measured = serverMs + 500 - receivedAt.getTime();
      const next = Math.abs(measured) < 2_000 ? 0 : measured;
      const changed = offsetMs === null || Math.abs(next - offsetMs) > 1_000;
      offsetMs = next;
      if (changed) onChange?.(next);
    },
    adopt(kept) {
      if (offsetMs === null && kept !== null && Number.isFinite(kept)) offsetMs = kept;
    },
  };
}
