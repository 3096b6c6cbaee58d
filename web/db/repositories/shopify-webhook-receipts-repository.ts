import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { placeholders, prepared } from './prepared.js';
import type { ShopRow, ShopsRepository } from './shops-repository.js';
import { writeAlone } from './write-alone.js';

export interface WebhookReceipt {
  webhookId: string;
  shopDomain: string;
  topic: string;
  receivedAt: number;
}

/** A delivery's receipt: not `first` when its id was recorded already, else the shop it names, if any. */
export type Receipt = { first: false } | { first: true; shop: ShopRow | undefined };

/** `shopsRepository`: where SQLite reads the shop of a new receipt. */
export function createShopifyWebhookReceiptsRepository(
  db: Database,
  shopsRepository: Pick<ShopsRepository, 'findByDomain'>,
) {
  const { shopifyWebhookReceipts: receipts, shops } = db.tables;
  const insertOnce = (orm: ReturnType<Database['orm']>) =>
    orm
      .insert(receipts)
      .values(placeholders('webhookId', 'shopDomain', 'topic', 'receivedAt'))
      .onConflictDoNothing({ target: receipts.webhookId })
      .returning({ webhookId: receipts.webhookId });
  // Every Shopify webhook records its receipt first: prepared.
  const recordOnce = prepared(db, 'shopify_webhook_receipts_record', insertOnce);
  // PostgreSQL: the receipt and the header's shop in one statement, one round trip. A row comes
  // back only when the receipt was inserted; its shop columns are null when no shop has the
  // domain.
  const recordReadingShop = prepared(db, 'shopify_webhook_receipts_record_with_shop', (orm) => {
    const receipt = orm.$with('receipt').as(insertOnce(orm) as never);
    return orm
      .with(receipt)
      .select({ first: sql<number>`1`, shop: shops })
      .from(receipt)
      .leftJoin(shops, eq(shops.domain, sql.placeholder('shopDomain')));
  });
  return {
    /** Records a delivery; false when this `X-Shopify-Webhook-Id` was already recorded. */
    async record(receipt: WebhookReceipt): Promise<boolean> {
      const inserted = await recordOnce({ ...receipt });
      return inserted.length === 1;
    },
    /**
     * Records a delivery (`record`) and, when it is the first, reads the shop of its domain in
     * the same transaction, as `shops.findByDomain` would right after it: one statement on
     * PostgreSQL, two on SQLite, where a statement costs no round trip.
     */
    async recordWithShop(receipt: WebhookReceipt): Promise<Receipt> {
      if (db.dialect === 'postgres') {
        const [row] = await recordReadingShop({ ...receipt });
        return row ? { first: true, shop: row.shop ?? undefined } : { first: false };
      }
      if (!(await this.record(receipt))) return { first: false };
      return { first: true, shop: await shopsRepository.findByDomain(receipt.shopDomain) };
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
