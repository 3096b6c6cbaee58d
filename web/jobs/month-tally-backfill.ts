import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { backfillMonthTallies } from '../services/sales/backfill-month-tallies.js';

/**
 * Runs the month sales tallies' backfill once at start (decision 70), without holding the
 * start up; answers a function that waits for it, so the database can be closed after it.
 */
export function startMonthTallyBackfill(deps: ServiceDeps, logger: Logger): () => Promise<void> {
  const running = backfillMonthTallies(deps).then(
    (counted) => {
      if (counted > 0) logger.info('Counted past orders in the month sales tallies', { orders: counted });
    },
    (error: unknown) => {
      logger.error('Month sales tally backfill failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
  return () => running;
}
