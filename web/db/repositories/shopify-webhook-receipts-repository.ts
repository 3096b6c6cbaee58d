import { eq, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { shopifyWebhookReceipts } from '../schema/index.js';

export interface WebhookReceipt {
  webhookId: string;
  shopDomain: string;
  topic: string;
  receivedAt: number;
}

export function createShopifyWebhookReceiptsRepository({ orm }: DatabaseHandle) {
  return {
    /** Records a delivery; false when this `X-Shopify-Webhook-Id` was already recorded. */
    record(receipt: WebhookReceipt): boolean {
      const inserted = orm
        .insert(shopifyWebhookReceipts)
        .values(receipt)
        .onConflictDoNothing({ target: shopifyWebhookReceipts.webhookId })
        .run();
      return inserted.changes === 1;
    },
    deleteByShop(shopDomain: string): void {
      orm.delete(shopifyWebhookReceipts).where(eq(shopifyWebhookReceipts.shopDomain, shopDomain)).run();
    },
    deleteReceivedBefore(cutoff: number): void {
      orm.delete(shopifyWebhookReceipts).where(lt(shopifyWebhookReceipts.receivedAt, cutoff)).run();
    },
  };
}
export type ShopifyWebhookReceiptsRepository = ReturnType<typeof createShopifyWebhookReceiptsRepository>;
