import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../web/app.js';
import { type ComposeOptions, type Composition, compose } from '../../web/compose.js';
import { type Config, loadConfig } from '../../web/config.js';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { Plan } from '../../web/domain/plans.js';
import { ALL_SCOPES, type Scope } from '../../web/domain/tokens/scopes.js';
import { createAppServer } from '../../web/http/app-server.js';
import type { V1Deps } from '../../web/http/v1/route-deps.js';
import { createLogger } from '../../web/logger.js';
import { addShop } from '../../web/services/shops/add-shop.js';
import { createApiToken } from '../../web/services/tokens/create-api-token.js';
import { deleteKeysWithPrefix } from './redis-keys.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestAppOptions extends ComposeOptions {
  /** Run the outbox relay and the webhook worker, as `npm start` does. Default false. */
  deliveries?: boolean;
  /**
   * The port to listen on (default 0: any free one). A test whose browser must match the app's
   * URL (the staff app's Origin check, its emailed links) picks a free port first and names it
   * in PUBLIC_URL too.
   */
  port?: number;
}

export interface TestApp {
  baseUrl: string;
  /** This app's BullMQ key prefix in Redis (unique per app). */
  queuePrefix: string;
  composition: Composition;
  deps: V1Deps;
  /** A temp folder of this app's own (on SQLite its database file and encryption key live here). */
  dir: string;
  /**
   * What another app, the CLI or a server process needs to share this app's database:
   * DATABASE_URL and, on PostgreSQL, ENCRYPTION_KEY.
   */
  databaseEnv: Record<string, string>;
  addShop(domain: string, options?: { timezone?: string; plan?: Plan; name?: string }): Promise<ShopRow>;
  token(shop: ShopRow, scopes?: readonly Scope[], options?: { expiresAt?: number | null }): Promise<string>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of its own (a SQLite file in a temp folder, or a PostgreSQL
 * database when TEST_DATABASE_URL names a server), listening on 127.0.0.1 on a free port: tests
 * talk to it over real HTTP, exactly as an integrator would. An `env` that names DATABASE_URL
 * shares that database instead (another app's `databaseEnv`), which this app then leaves alone.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database: TestDatabase | undefined = env.DATABASE_URL ? undefined : await createTestDatabase();
  const dir = database?.dir ?? mkdtempSync(join(tmpdir(), 'shiftbook-test-'));
  const forget = async () => {
    if (database) await database.close();
    else rmSync(dir, { recursive: true, force: true });
  };
  let composition: Composition;
  let config: Config;
  try {
    config = loadConfig({
      ...database?.env,
      LOG_LEVEL: 'silent',
      QUEUE_PREFIX: `test-${randomUUID()}`,
      ...env,
    });
    // Rate-limit keys live under the app's own prefix too, so `close()` cleans them up.
    composition = await compose(config, createLogger(config.LOG_LEVEL), {
      rateLimitPrefix: `${config.QUEUE_PREFIX}:ratelimit:`,
      ...options,
    });
  } catch (error) {
    await forget();
    throw error;
  }
  if (options.deliveries) composition.deliveries.start();
  const app = createApp(composition.appDeps);
  const server = await new Promise<Server>((resolve) => {
    const listening = createAppServer(app).listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const deps = composition.appDeps.v1;
  const databaseEnv: Record<string, string> = database?.env ?? { DATABASE_URL: config.DATABASE_URL };
  if (!database && env.ENCRYPTION_KEY) databaseEnv.ENCRYPTION_KEY = env.ENCRYPTION_KEY;

  return {
    baseUrl,
    queuePrefix: config.QUEUE_PREFIX,
    composition,
    deps,
    dir,
    databaseEnv,
    addShop: (domain, options = {}) => addShop(deps, { domain, ...options }),
    token: async (shop, scopes = [...ALL_SCOPES], options = {}) =>
      (
        await createApiToken(
          deps,
          shop.id,
          { name: 'test', scopes: [...scopes], expiresAt: options.expiresAt ?? null },
          'test',
        )
      ).token,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (body === undefined && options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        headers: response.headers,
        text,
        body: type.includes('json') && text ? JSON.parse(text) : text,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await composition.close();
      await deleteKeysWithPrefix(config.REDIS_URL, config.QUEUE_PREFIX);
      await forget();
    },
  };
}
