import { Redis } from 'ioredis';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { createExportsRepository } from './db/repositories/exports-repository.js';
import { createRepositories } from './db/repositories/index.js';
import type { HealthReport } from './http/health-router.js';
import type { Logger } from './logger.js';
import { authenticateApiToken } from './services/authenticate-token.js';

export interface Composition {
  appDeps: AppDeps;
  close(): Promise<void>;
}

/**
 * Builds every long-lived dependency from the config, once: the database (migrated), its
 * export connection, Redis, and what the app is made of. Tests call this with their own config.
 */
export interface ComposeOptions {
  /** The clock, in ms; tests pass their own. */
  now?: () => number;
}

export function compose(config: Config, logger: Logger, options: ComposeOptions = {}): Composition {
  const db = openDatabase(config.DATABASE_URL);
  migrateDatabase(db);
  const exportDb = openDatabase(config.DATABASE_URL, { readonly: true });
  const repos = createRepositories(db);
  const services = { db, repos, now: options.now ?? Date.now, exports: createExportsRepository(exportDb) };

  // Producers fail fast: with Redis away, requests must not queue up behind a reconnect.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let redisWasUp: boolean | undefined;
  redis.on('error', () => {});
  redis.connect().catch(() => {});

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
        logger.warn('Redis is unreachable: webhook deliveries wait in the outbox until it is back');
      redisWasUp = redisUp;
    }
    let database: HealthReport['database'] = 'ok';
    try {
      db.sqlite.prepare('SELECT 1').get();
    } catch {
      database = 'unreachable';
    }
    return { database, redis: redisUp ? 'ok' : 'unreachable' };
  };

  return {
    appDeps: {
      v1: services,
      logger,
      authenticator: (credential) => authenticateApiToken(services, credential),
      health,
    },
    async close() {
      redis.disconnect();
      exportDb.close();
      db.close();
    },
  };
}
