import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { expireShiftRequests } from '../services/shift-requests/expire-shift-requests.js';

/** How often open shift requests are checked for a started shift (ms): SPEC §17 asks within a minute. */
export const SHIFT_REQUEST_EXPIRY_INTERVAL_MS = 15_000;

/**
 * Expires shift requests whose shift has started (SPEC §17): once at start, then every
 * `intervalMs`, on every instance (the database says what is due, so restarts and several
 * instances change nothing). The timer never keeps the process alive; the returned function
 * stops it and answers once a pass under way has ended.
 */
export function startShiftRequestExpiry(
  deps: ServiceDeps,
  logger: Logger,
  intervalMs = SHIFT_REQUEST_EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  const passOnce = async () => {
    try {
      const expired = await expireShiftRequests(deps, deps.now());
      if (expired > 0) logger.info('Expired shift requests', { expired });
    } catch (error) {
      logger.error('Shift request expiry failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= passOnce().finally(() => {
      running = undefined;
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
