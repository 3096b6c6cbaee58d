import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import type { ShopifyCatalogReader } from '../services/sales/catalog-reader.js';
import { refreshCatalog } from '../services/sales/catalog-refresh.js';

export interface CatalogSweepOptions {
  deps: ServiceDeps;
  reader: ShopifyCatalogReader;
  logger: Logger;
  /** How often the sweep looks for catalog reads left waiting (ms), default 60000. */
  intervalMs?: number;
  /** Start the periodic sweep, default true; tests that drive it themselves pass false. */
  start?: boolean;
}

export interface CatalogSweep {
  /** One pass: runs the waiting reads of up to 10 shops, one shop after another. */
  runOnce(): Promise<void>;
  start(): void;
  /** Stops the timer and answers once a pass under way has ended. */
  stop(): Promise<void>;
}

/** Shops a pass takes at most; the next pass takes the rest. */
const SHOPS_PER_PASS = 10;

/**
 * The catalog's reads that a bounded run left untried (decision 67): a large shop's install
 * asks for one read per collection, more than one run makes. Every `intervalMs` (first after
 * one interval, never at start) a pass runs them, shop by shop. Reads that failed are not its
 * work: they wait for their shop's next catalog event, so an outage of Shopify does not use up
 * their tries. Several instances may sweep at once: an answer applies only to the request it
 * answers, so a target read twice is applied once.
 */
export function createCatalogSweep(options: CatalogSweepOptions): CatalogSweep {
  const { deps, reader, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;

  const runOnce = async () => {
    for (const { domain } of await deps.repos.productCatalog.shopsWithUntriedRefreshes(SHOPS_PER_PASS)) {
      if (stopping) return;
      await refreshCatalog(deps, reader, logger, domain);
    }
  };
  const pass = () => {
    running ??= runOnce()
      .catch((error) =>
        logger.error('Catalog sweep failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    runOnce,
    start() {
      timer = setInterval(pass, options.intervalMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
