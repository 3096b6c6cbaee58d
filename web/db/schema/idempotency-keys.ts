import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

/**
 * `Idempotency-Key` records, scoped to the shop and the caller (token or session user; the same
 * Shopify user in two shops is two callers), the method and the path, kept 24 h. `response_*` is null while the first request is still running.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    shopId: shopIdColumn(),
    /**
     * `hmac-v1:` and the HMAC-SHA256 of the request body under ENCRYPTION_KEY, to tell a replay
     * from a different request (never a plain hash: a body may hold a PIN); `retired` for a
     * plain hash written before 28 November 2026.
     */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: text('response_headers'),
    responseBody: text('response_body'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.principal, t.method, t.path, t.key] })],
);
