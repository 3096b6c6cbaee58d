import { and, type Column, eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { placeholders, prepared } from './prepared.js';
import type { SalesOrderRow } from './sales-repository.js';
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

/** A new order's row but for its shop: a webhook's order, to be inserted with its receipt. */
export type OrderToPlace = Omit<SalesOrderRow, 'shopId' | 'monthTallied'>;

/**
 * A receipt with its delivery's order: `placed` is the order's row when this statement inserted
 * it, null when the shop had it already, undefined when it was not tried (the receipt was not
 * the first, the shop is not installed, or SQLite, where the caller inserts it).
 */
export type ReceiptPlacingOrder =
  | { first: false }
  | { first: true; shop: ShopRow | undefined; placed?: SalesOrderRow | null };

/** `shopsRepository`: where SQLite reads the shop of a new receipt. */
export function createShopifyWebhookReceiptsRepository(
  db: Database,
  shopsRepository: Pick<ShopsRepository, 'findByDomain'>,
) {
  const { shopifyWebhookReceipts: receipts, shops, salesOrders } = db.tables;
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
  // PostgreSQL, a new order's delivery: the same, and the order inserted in the same statement,
  // only behind a new receipt and for an installed shop, the unique index deciding between racing
  // deliveries as in `sales.insertOrderIfAbsent`. Its row's values are the `o_` placeholders.
  const recordPlacingOrder = prepared(db, 'shopify_webhook_receipts_record_placing_order', (orm) => {
    const receipt = orm.$with('receipt').as(insertOnce(orm) as never);
    const installed = and(eq(shops.domain, sql.placeholder('shopDomain')), eq(shops.status, 'active'));
    const placed = orm.$with('placed').as(
      orm
        .insert(salesOrders)
        .select(
          sql`select ${orderValuesOf(salesOrders, shops.id)} from ${receipt} join ${shops} on ${installed}`,
        )
        .onConflictDoNothing({ target: [salesOrders.shopId, salesOrders.shopifyOrderId] })
        .returning({ placedId: salesOrders.id }) as never,
    );
    return orm
      .with(receipt, placed)
      .select({ first: sql<number>`1`, shop: shops, placedId: sql<string | null>`"placed"."id"` })
      .from(receipt)
      .leftJoin(shops, eq(shops.domain, sql.placeholder('shopDomain')))
      .leftJoin(placed, sql`true`);
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
    /**
     * `recordWithShop` for the delivery of a paid order: on PostgreSQL the order is inserted in
     * the same statement when the receipt is new and its shop installed, so a new order costs
     * one round trip fewer (decision 76). SQLite leaves it to the caller (`placed` undefined).
     */
    async recordPlacingOrder(receipt: WebhookReceipt, order: OrderToPlace): Promise<ReceiptPlacingOrder> {
      if (db.dialect !== 'postgres') return this.recordWithShop(receipt);
      const values: Record<string, unknown> = { ...receipt };
      for (const [key, value] of Object.entries(order)) values[`o_${key}`] = value;
      const [row] = await recordPlacingOrder(values);
      if (!row) return { first: false };
      const shop = row.shop ?? undefined;
      if (shop?.status !== 'active') return { first: true, shop };
      const placed = row.placedId === null ? null : { ...order, shopId: shop.id, monthTallied: true };
      return { first: true, shop, placed };
    },
    async deleteByShop(shopDomain: string): Promise<void> {
      await db.orm().delete(receipts).where(eq(receipts.shopDomain, shopDomain));
    },
    /**
     * One batch of the periodic prune: the `limit` oldest receipts received before `cutoff`
     * (found through their `received_at` index), and how many went. A write of its own when the
     * caller holds no transaction.
     */
    async deleteReceivedBefore(cutoff: number, limit: number): Promise<number> {
      return writeAlone(db, async () => {
        const oldest = db
          .orm()
          .select({ webhookId: receipts.webhookId })
          .from(receipts)
          .where(lt(receipts.receivedAt, cutoff))
          .orderBy(receipts.receivedAt)
          .limit(limit);
        const gone = await db
          .orm()
          .delete(receipts)
          .where(inArray(receipts.webhookId, oldest))
          .returning({ webhookId: receipts.webhookId });
        return gone.length;
      });
    },
  };
}
export type ShopifyWebhookReceiptsRepository = ReturnType<typeof createShopifyWebhookReceiptsRepository>;

/**
 * The select list of `INSERT INTO sales_orders SELECT …`, in the table's column order: the shop's
 * id from the joined row, `month_tallied` true (a new order is counted from its insert), every
 * other column its `o_` placeholder, cast to the column's type (a parameter in a select list
 * would otherwise be text).
 */
function orderValuesOf(table: Parameters<typeof getTableColumns>[0], shopId: Column): SQL {
  // Every column: drizzle lists them all in the insert, as the table has no generated column.
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (key === 'shopId') return sql`${shopId}`;
    if (key === 'monthTallied') return sql`true`;
    return sql`${sql.placeholder(`o_${key}`)}::${sql.raw(column.getSQLType())}`;
  });
  return sql.join(values, sql`, `);
}
