import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';

export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Space-separated scopes as granted (write_X implies read_X when checked). */
    scopes: text('scopes').notNull(),
    expiresAt: integer('expires_at'),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    createdBy: text('created_by'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('api_tokens_shop').on(t.shopId, t.id)],
);
