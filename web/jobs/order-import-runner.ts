import { randomUUID } from 'node:crypto';
import type { OrderImportRow } from '../db/repositories/order-imports-repository.js';
import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { OrderHistoryError, type ShopifyOrderHistory } from '../services/sales/import-order-history.js';
import { commitImportPage, type ImportHold, readImportPage } from '../services/sales/import-page.js';

/** Timings of the import runner; tests compress them, production uses the defaults. */
export interface OrderImportTuning {
  /** How often a runner looks for imports waiting (ms), default 2000: an install's import starts within seconds. */
  intervalMs?: number;
  /** How long a claim holds an import with no page committed (ms), default 120000. */
  leaseMs?: number;
  /** The wait after a first failure (ms), doubled with each failure in a row up to 10 minutes; default 5000. */
  retryBaseMs?: number;
  /** Failures in a row before the import is given up as failed, default 8. */
  maxFailures?: number;
  /** Pages a runner imports before handing the import back so others take turns, default 20. */
  slicePages?: number;
  /** Start the periodic runner, default true; tests that drive runners themselves pass false. */
  start?: boolean;
}

export interface OrderImportRunnerOptions extends OrderImportTuning {
  deps: ServiceDeps;
  history: ShopifyOrderHistory;
  logger: Logger;
  /** This runner's name in `order_imports.owner`, default a random one. */
  owner?: string;
}

export interface OrderImportRunner {
  /** One pass: claims the imports waiting, one after another, and runs a slice of each. Answers the pages committed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops taking work: a page being read is left for the next runner, a page being committed finishes. */
  stop(): Promise<void>;
}

const MAX_RETRY_MS = 10 * 60 * 1000;
/** Imports claimed per pass at most; the next pass takes the rest. */
const CLAIMS_PER_PASS = 10;
const STOPPED = Symbol('stopped');

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The import of past orders (decision 33): a runner in every `npm start` and `npm run worker`
 * that polls the database for imports waiting, claims one with a conditional update (a lease),
 * and imports its pages one transaction each. Correctness rests on the database alone (no
 * Redis): a runner that dies leaves its lease to run out and its cursor for the next one; a
 * runner whose lease was taken over cannot commit again. Passes never overlap in a runner.
 */
export function createOrderImportRunner(options: OrderImportRunnerOptions): OrderImportRunner {
  const { deps, history, logger } = options;
  const owner = options.owner ?? `run_${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const maxFailures = options.maxFailures ?? 8;
  const slicePages = options.slicePages ?? 20;
  const imports = deps.repos.orderImports;
  let stopping = false;
  let signalStop = () => {};
  const stopped = new Promise<typeof STOPPED>((resolve) => {
    signalStop = () => resolve(STOPPED);
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** A failed page: tried again later from the same cursor, or given up when retrying cannot help. */
  const fail = async (row: OrderImportRow, failures: number, error: unknown) => {
    const now = deps.now();
    const fields = { shop: row.shopId, error: describe(error) };
    if ((error instanceof OrderHistoryError && error.permanent) || failures + 1 >= maxFailures) {
      await imports.release(row.shopId, owner, { kind: 'fail', finishedAt: now, error: fields.error });
      logger.error('Order import failed', fields);
      return;
    }
    const delay = Math.min(retryBaseMs * 2 ** failures, MAX_RETRY_MS);
    await imports.release(row.shopId, owner, { kind: 'retry', leaseUntil: now + delay, error: fields.error });
    logger.warn('Order import will try the page again', { ...fields, retry_in_ms: delay });
  };

  /** Runs a claimed import for a slice of pages; answers the pages committed. */
  const work = async (row: OrderImportRow): Promise<number> => {
    const shop = await deps.repos.shops.findById(row.shopId);
    // Uninstalled since: the import waits, cursor and all, for a reinstall (or the erasure).
    if (shop?.status !== 'active') {
      await imports.release(row.shopId, owner, { kind: 'pause', leaseUntil: null });
      return 0;
    }
    const hold: ImportHold = { shopId: row.shopId, owner, since: row.since, cursor: row.cursor };
    let pages = 0;
    let failures = row.failures;
    try {
      while (pages < slicePages && !stopping) {
        const reading = readImportPage(history, shop.domain, hold);
        reading.catch(() => {}); // When the stop wins the race below, the page is dropped, errors included.
        const read = await Promise.race([reading, stopped]);
        if (read === STOPPED) break;
        if (!read.granted) {
          await fail(row, failures, new OrderHistoryError('The shop has not granted read_orders.', true));
          return pages;
        }
        for (const skipped of read.page.skipped)
          logger.warn('Order import skipped an order it could not read', { shop: shop.id, ...skipped });
        const warn = (message: string, fields: Record<string, unknown>) =>
          logger.warn(message, { shop: shop.id, ...fields });
        if (!(await commitImportPage(deps, shop, hold, read, leaseMs, warn))) {
          logger.warn('Order import lost its lease to another runner', { shop: shop.id });
          return pages;
        }
        pages++;
        failures = 0;
        if (read.last) {
          logger.info('Order import done', { shop: shop.id });
          return pages;
        }
        hold.cursor = read.cursor;
      }
    } catch (error) {
      await fail(row, failures, error);
      return pages;
    }
    // A slice ended, or the runner stops: free at once, for this runner's next pass or another's.
    await imports.release(row.shopId, owner, { kind: 'pause', leaseUntil: deps.now() });
    return pages;
  };

  const runOnce = async () => {
    let pages = 0;
    for (const shopId of await imports.dueShopIds(deps.now(), CLAIMS_PER_PASS)) {
      if (stopping) break;
      const now = deps.now();
      // Another runner may have claimed it since the list was read: then this one has no row.
      const row = await imports.claim(shopId, owner, now, now + leaseMs);
      if (row) pages += await work(row);
    }
    return pages;
  };

  const pass = () => {
    running ??= runOnce()
      .catch((error) => logger.error('Order import pass failed', { error: describe(error) }))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runOnce,
    start() {
      pass();
      timer = setInterval(pass, options.intervalMs ?? 2_000);
      timer.unref();
    },
    async stop() {
      stopping = true;
      signalStop();
      clearInterval(timer);
      await running;
    },
  };
}
