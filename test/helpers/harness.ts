import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../web/app.js';
import { type ComposeOptions, compose } from '../../web/compose.js';
import { loadConfig } from '../../web/config.js';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { Plan } from '../../web/domain/plans.js';
import { ALL_SCOPES, type Scope } from '../../web/domain/tokens/scopes.js';
import type { V1Deps } from '../../web/http/v1/route-deps.js';
import { createLogger } from '../../web/logger.js';
import { addShop } from '../../web/services/add-shop.js';
import { createApiToken } from '../../web/services/create-api-token.js';
import { deleteKeysWithPrefix } from './redis-keys.js';

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
}

export interface TestApp {
  baseUrl: string;
  /** This app's BullMQ key prefix in Redis (unique per app). */
  queuePrefix: string;
  composition: ReturnType<typeof compose>;
  deps: V1Deps;
  dir: string;
  addShop(domain: string, options?: { timezone?: string; plan?: Plan }): ShopRow;
  token(shop: ShopRow, scopes?: readonly Scope[], options?: { expiresAt?: number | null }): string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh SQLite file in a temp folder, listening on 127.0.0.1 on a free
 * port: tests talk to it over real HTTP, exactly as an integrator would.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-test-'));
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, 'test.db')}`,
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `test-${randomUUID()}`,
    ...env,
  });
  // Rate-limit keys live under the app's own prefix too, so `close()` cleans them up.
  const composition = compose(config, createLogger(config.LOG_LEVEL), {
    rateLimitPrefix: `${config.QUEUE_PREFIX}:ratelimit:`,
    ...options,
  });
  if (options.deliveries) composition.deliveries.start();
  const app = createApp(composition.appDeps);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const deps = composition.appDeps.v1;

  return {
    baseUrl,
    queuePrefix: config.QUEUE_PREFIX,
    composition,
    deps,
    dir,
    addShop: (domain, options = {}) => addShop(deps, { domain, ...options }),
    token: (shop, scopes = [...ALL_SCOPES], options = {}) =>
      createApiToken(
        deps,
        shop.id,
        { name: 'test', scopes: [...scopes], expiresAt: options.expiresAt ?? null },
        'test',
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
