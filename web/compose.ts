import { Redis } from 'ioredis';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import type { ExportsOptions } from './db/repositories/export-cursor.js';
import { createExportsRepository } from './db/repositories/exports-repository.js';
import { createRepositories } from './db/repositories/index.js';
import { bearerAuthenticator } from './http/bearer-authenticator.js';
import type { HealthReport } from './http/health-router.js';
import { createRedisRateLimiter } from './http/rate-limiter.js';
import { createShopify } from './http/shopify/create-shopify.js';
import { startShopErasureSweep } from './jobs/shop-erasure-sweep.js';
import {
  createDeliverySystem,
  type DeliverySystem,
  type DeliveryTuning,
} from './jobs/webhook-delivery-system.js';
import type { Logger } from './logger.js';
import { createSecretBox } from './security/secret-box.js';

export interface Composition {
  appDeps: AppDeps;
  /** The outbox relay and the webhook worker; started by the process that runs them. */
  deliveries: DeliverySystem;
  close(): Promise<void>;
}

/**
 * Builds every long-lived dependency from the config, once: the database (migrated), its
 * export connection, Redis, and what the app is made of. Tests call this with their own config.
 */
export interface ComposeOptions {
  /** The clock, in ms; tests pass their own. */
  now?: () => number;
  /** Compressed delivery timings for tests. */
  deliveryTuning?: DeliveryTuning;
  /** Prefix of the rate-limit keys in Redis (default `shiftbook:ratelimit:`); tests pass a unique one. */
  rateLimitPrefix?: string;
  /** Bounds, idle timeout and time slice of CSV exports (defaults in export-cursor.ts); tests pass short ones. */
  exports?: ExportsOptions;
}

export function compose(config: Config, logger: Logger, options: ComposeOptions = {}): Composition {
  const db = openDatabase(config.DATABASE_URL);
  migrateDatabase(db);
  const exportCursors = createExportsRepository(config.DATABASE_URL, options.exports);
  const repos = createRepositories(db);
  const secretBox = createSecretBox(config.ENCRYPTION_KEY);
  const services = {
    db,
    repos,
    now: options.now ?? Date.now,
    exports: exportCursors,
    secretBox,
    allowPrivateWebhooks: config.WEBHOOK_ALLOW_PRIVATE,
  };
  // Shopify (install, session tokens, billing) only with credentials; standalone otherwise.
  const shopify = config.shopifyEnabled ? createShopify({ config, services, secretBox, logger }) : undefined;
  const stopErasureSweep = startShopErasureSweep(services, logger);
  const deliveries = createDeliverySystem({
    deps: services,
    secretBox,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    concurrency: config.WEBHOOK_CONCURRENCY,
    logger,
    tuning: options.deliveryTuning,
  });

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

  const health = async (): Promise<HealthReport> => {
    const redisUp = await Promise.race([
      redis.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, 500, false)),
    ]);
    if (redisUp !== redisWasUp) {
      if (!redisUp)
        logger.warn('Redis is unreachable: the API serves, webhook deliveries wait in the outbox');
      redisWasUp = redisUp;
    }
    let database: HealthReport['database'] = 'ok';
    try {
      db.sqlite.prepare('SELECT 1').get();
    } catch {
      database = 'unreachable';
    }
    return {
      database,
      redis: redisUp ? 'ok' : 'unreachable',
    };
  };

  return {
    appDeps: {
      v1: { ...services, billing: shopify?.billing },
      logger,
      authenticator: bearerAuthenticator(services, shopify?.verifySessionToken),
      shopify,
      health,
      rateLimiter,
      admin: {
        dir: config.ADMIN_DIR,
        shopifyApiKey: config.shopifyEnabled ? config.SHOPIFY_API_KEY : undefined,
        isInstalledShop: async (domain) => repos.shops.findByDomain(domain)?.status === 'active',
      },
    },
    deliveries,
    async close() {
      stopErasureSweep();
      await deliveries.stop();
      redis.disconnect();
      await rateLimiter?.close();
      exportCursors.close();
      db.close();
    },
  };
}
