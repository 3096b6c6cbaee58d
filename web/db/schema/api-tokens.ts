import { type AnySQLiteColumn, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Space-separated scopes as granted (write_X implies read_X when checked). */
    scopes: text('scopes').notNull(),
    /**
     * The effective expiry (ms): never later than the parent's, which is itself its parent's at
     * most, so this one column says when the whole chain above ends (decision 0013).
     */
    expiresAt: integer('expires_at'),
    lastUsedAt: integer('last_used_at'),
    /** Set on the token and, in the same transaction, on every token below it. */
    revokedAt: integer('revoked_at'),
    createdBy: text('created_by'),
    /** The token this one was made with; null when the admin (a session) or the CLI made it. */
    parentId: text('parent_id').references((): AnySQLiteColumn => apiTokens.id),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('api_tokens_shop').on(t.shopId, t.id), index('api_tokens_parent').on(t.parentId)],
);
