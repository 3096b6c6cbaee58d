import { Redis } from 'ioredis';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { migrateDatabase, openDatabase } from './db/open-database.js';
import type { ExportsOptions } from './db/repositories/export-cursor.js';
import { createExportsRepository } from './db/repositories/exports-repository.js';
import { createIdempotencyKeysRepository } from './db/repositories/idempotency-keys-repository.js';
import { createRepositories } from './db/repositories/index.js';
import { bearerAuthenticator } from './http/bearer-authenticator.js';
import type { HealthReport } from './http/health-router.js';
import { KEYED_REQUEST_HASH } from './http/middleware/idempotency.js';
import { createRedisRateLimiter } from './http/rate-limiter.js';
import { createShopify } from './http/shopify/create-shopify.js';
import { type CatalogSweep, createCatalogSweep } from './jobs/catalog-sweep.js';
import { createEmailSystem, type EmailSystem, type EmailTuning } from './jobs/email/email-system.js';
import { startMonthTallyBackfill } from './jobs/month-tally-backfill.js';
import { createOrderImportRunner, type OrderImportTuning } from './jobs/order-import-runner.js';
import { startShiftRequestExpiry } from './jobs/shift-request-expiry.js';
import { startShopErasureSweep } from './jobs/shop-erasure-sweep.js';
import {
  createDeliverySystem,
  type DeliverySystem,
  type DeliveryTuning,
} from './jobs/webhook-delivery-system.js';
import type { Logger } from './logger.js';
import { createPinHasher } from './security/pin-hash.js';
import { createSecretBox } from './security/secret-box.js';
import { createPinCheckGate } from './services/clock/pin-check-gate.js';

export interface Composition {
  appDeps: AppDeps;
  /**
   * The outbox relays and their workers (webhooks, and emails when SMTP_URL is set); started by
   * the process that runs them.
   */
  deliveries: DeliverySystem & { emails: EmailSystem | undefined };
  close(): Promise<void>;
}

/** How long the health check waits for Redis and for the database to answer (ms). */
const HEALTH_TIMEOUT_MS = 500;

/** True when `check` succeeds within HEALTH_TIMEOUT_MS: a server that hangs counts as down. */
function answersWithin(check: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    check.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
  ]);
}

/** What tests (and the bench) change about a composition. */
export interface ComposeOptions {
  /** The clock, in ms; tests pass their own. */
  now?: () => number;
  /** Compressed delivery timings for tests. */
  deliveryTuning?: DeliveryTuning;
  /** Compressed email timings for tests. */
  emailTuning?: EmailTuning;
  /** Prefix of the rate-limit keys in Redis (default `shiftbook:ratelimit:`); tests pass a unique one. */
  rateLimitPrefix?: string;
  /** Bounds, idle timeout and time slice of CSV exports (defaults in export-cursor.ts); tests pass short ones. */
  exports?: ExportsOptions;
  /** Timings of the import of past orders (defaults in order-import-runner.ts); `start: false` to drive runners by hand. */
  orderImports?: OrderImportTuning;
  /** The catalog sweep (decision 67): its interval (ms, default 60000), `start: false` to drive it by hand. */
  catalogSweep?: { intervalMs?: number; start?: boolean };
  /**
   * PIN hashes at once (default: the cores less one, at least one) and PIN checks of one shop in
   * flight (default 4, SPEC §10); tests pass their own.
   */
  pins?: { hashConcurrency?: number; checksPerShop?: number };
}

/**
 * Builds every long-lived dependency from the config, once: the database (SQLite or
 * PostgreSQL by the scheme of DATABASE_URL, migrated), its export cursors, Redis, and what the
 * app is made of. Tests call this with their own config.
 */
export async function compose(
  config: Config,
  logger: Logger,
  options: ComposeOptions = {},
): Promise<Composition> {
  const db = openDatabase(config.DATABASE_URL, {
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    await migrateDatabase(db);
    // Idempotency records from before request hashes were keyed hold a plain SHA-256 of their
    // body, from which a PIN can be found: retired at start (decision 15).
    await createIdempotencyKeysRepository(db).retireUnkeyedHashes(KEYED_REQUEST_HASH);
  } catch (error) {
    await db.close();
    throw error;
  }
  const exportCursors = createExportsRepository(db, options.exports);
  const repos = createRepositories(db);
  const secretBox = createSecretBox(config.ENCRYPTION_KEY);
  const services = {
    db,
    repos,
    now: options.now ?? Date.now,
    exports: exportCursors,
    secretBox,
    allowPrivateWebhooks: config.WEBHOOK_ALLOW_PRIVATE,
    pinHasher: createPinHasher({ concurrency: options.pins?.hashConcurrency }),
    pinChecks: createPinCheckGate(options.pins?.checksPerShop),
    staffApp: {
      appUrl: config.appUrl,
      mailFrom: config.MAIL_FROM,
      emailEnabled: config.SMTP_URL !== undefined,
      notifyDebounceMs: config.NOTIFY_DEBOUNCE_MS,
      // SPEC §16: without SMTP, in development, a sign-in link is useful in the log (and only there).
      logSignInLink:
        config.SMTP_URL === undefined && config.NODE_ENV === 'development'
          ? (recipient: string, link: string) =>
              logger.info('Email is off (no SMTP_URL): the sign-in link goes to the log', { recipient, link })
          : undefined,
    },
  };
  // Shopify (install, session tokens, billing) only with credentials; standalone otherwise.
  const shopify = config.shopifyEnabled ? createShopify({ config, services, secretBox, logger }) : undefined;
  const stopErasureSweep = startShopErasureSweep(services, logger);
  // Orders recorded before the month sales tallies were kept are counted once (decision 70).
  const monthTallyBackfill = startMonthTallyBackfill(services, logger);
  // SPEC §17: open shift requests expire at their shift's start, on every process.
  const stopRequestExpiry = startShiftRequestExpiry(services, logger);
  // Past orders are imported from Shopify (decision 33): nothing to import standalone. Every
  // process runs a runner, as every one sweeps; the database lets one hold a shop's import.
  const orderImports = shopify
    ? createOrderImportRunner({
        deps: services,
        history: shopify.orderHistory,
        logger,
        ...options.orderImports,
      })
    : undefined;
  if (options.orderImports?.start !== false) orderImports?.start();
  // The product catalog's reads that bounded runs left (decision 67): nothing to read standalone.
  const catalogSweep: CatalogSweep | undefined = shopify
    ? createCatalogSweep({
        deps: services,
        reader: shopify.catalogReader,
        logger,
        ...options.catalogSweep,
      })
    : undefined;
  if (options.catalogSweep?.start !== false) catalogSweep?.start();
  const webhooks = createDeliverySystem({
    deps: services,
    secretBox,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    concurrency: config.WEBHOOK_CONCURRENCY,
    logger,
    tuning: options.deliveryTuning,
  });
  const emails = config.SMTP_URL
    ? createEmailSystem({
        deps: services,
        smtpUrl: config.SMTP_URL,
        redisUrl: config.REDIS_URL,
        prefix: config.QUEUE_PREFIX,
        logger,
        tuning: options.emailTuning,
      })
    : undefined;
  const deliveries: Composition['deliveries'] = {
    relay: webhooks.relay,
    emails,
    start(startOptions) {
      webhooks.start(startOptions);
      emails?.start(startOptions);
    },
    async stop(graceMs) {
      await Promise.all([webhooks.stop(graceMs), emails?.stop(graceMs)]);
    },
  };

  // Producers fail fast: with Redis away, requests must not queue up behind a reconnect.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let redisWasUp: boolean | undefined;
  redis.on('error', () => {});
  redis.connect().catch(() => {});

  const rateLimiter = config.RATE_LIMIT_DISABLED
    ? null
    : createRedisRateLimiter({ url: config.REDIS_URL, prefix: options.rateLimitPrefix, logger });

  // SPEC §15: always on, whatever RATE_LIMIT_DISABLED says (that one is the API's per-token limit).
  const linkLimiter = createRedisRateLimiter({
    url: config.REDIS_URL,
    prefix: `${options.rateLimitPrefix ?? 'shiftbook:ratelimit:'}sign-in:`,
    windowSeconds: 15 * 60,
    logger,
  });

  const health = async (): Promise<HealthReport> => {
    const [redisUp, databaseUp] = await Promise.all([answersWithin(redis.ping()), answersWithin(db.ping())]);
    if (redisUp !== redisWasUp) {
      if (!redisUp)
        logger.warn('Redis is unreachable: the API serves, webhook deliveries wait in the outbox');
      redisWasUp = redisUp;
    }
    return {
      database: databaseUp ? 'ok' : 'unreachable',
      redis: redisUp ? 'ok' : 'unreachable',
    };
  };

  return {
    appDeps: {
      v1: { ...services, billing: shopify?.billing, shopifyStaff: shopify?.staffDirectory },
      logger,
      authenticator: bearerAuthenticator(services, shopify?.verifySessionToken),
      shopify,
      health,
      rateLimiter,
      linkLimiter,
      admin: {
        dir: config.ADMIN_DIR,
        shopifyApiKey: config.shopifyEnabled ? config.SHOPIFY_API_KEY : undefined,
        isInstalledShop: async (domain) => (await repos.shops.findByDomain(domain))?.status === 'active',
      },
    },
    deliveries,
    async close() {
      await stopErasureSweep();
      await monthTallyBackfill();
      await stopRequestExpiry();
      await orderImports?.stop();
      await catalogSweep?.stop();
      await deliveries.stop();
      redis.disconnect();
      await rateLimiter?.close();
      await linkLimiter.close();
      exportCursors.close();
      await db.close();
    },
  };
}
