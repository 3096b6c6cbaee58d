import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    url: text('url').notNull(),
    /** JSON array of event types. */
    events: text('events').notNull(),
    description: text('description'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** `whsec_…`, encrypted with the app's key (it must sign, so it cannot be hashed). */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** After a rotation the old secret keeps signing beside the new one until this instant. */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: integer('previous_secret_expires_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_shop').on(t.shopId, t.id)],
);
