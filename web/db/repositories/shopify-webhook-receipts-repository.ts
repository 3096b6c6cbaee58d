import { eq, lt } from 'drizzle-orm';
import type { Database } from '../database.js';
import { placeholders, prepared } from './prepared.js';
import { writeAlone } from './write-alone.js';

export interface WebhookReceipt {
  webhookId: string;
  shopDomain: string;
  topic: string;
  receivedAt: number;
}

export function createShopifyWebhookReceiptsRepository(db: Database) {
  const { shopifyWebhookReceipts: receipts } = db.tables;
  // Every Shopify webhook records its receipt first: prepared.
  const recordOnce = prepared(db, 'shopify_webhook_receipts_record', (orm) =>
    orm
      .insert(receipts)
      .values(placeholders('webhookId', 'shopDomain', 'topic', 'receivedAt'))
      .onConflictDoNothing({ target: receipts.webhookId })
      .returning({ webhookId: receipts.webhookId }),
  );
  return {
    /** Records a delivery; false when this `X-Shopify-Webhook-Id` was already recorded. */
    async record(receipt: WebhookReceipt): Promise<boolean> {
      const inserted = await recordOnce({ ...receipt });
      return inserted.length === 1;
    },
    async deleteByShop(shopDomain: string): Promise<void> {
      await db.orm().delete(receipts).where(eq(receipts.shopDomain, shopDomain));
    },
    /** The periodic prune; a write of its own when the caller holds no transaction. */
    async deleteReceivedBefore(cutoff: number): Promise<void> {
      await writeAlone(db, async () => {
        await db.orm().delete(receipts).where(lt(receipts.receivedAt, cutoff));
      });
    },
  };
}
export type ShopifyWebhookReceiptsRepository = ReturnType<typeof createShopifyWebhookReceiptsRepository>;
