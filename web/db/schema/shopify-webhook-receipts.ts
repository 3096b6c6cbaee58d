import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Shopify repeats webhooks; each `X-Shopify-Webhook-Id` is processed once. Keyed by shop
 * domain, not by shop row, because some topics (shop/redact) outlive the shop's rows. Kept a
 * week: the sweep deletes the older ones by `received_at`, oldest first, a batch at a time.
 */
export const shopifyWebhookReceipts = sqliteTable(
  'shopify_webhook_receipts',
  {
    webhookId: text('webhook_id').primaryKey(),
    shopDomain: text('shop_domain').notNull(),
    topic: text('topic').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    index('shopify_webhook_receipts_shop').on(t.shopDomain),
    index('shopify_webhook_receipts_received').on(t.receivedAt),
  ],
);
