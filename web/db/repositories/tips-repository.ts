import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { salesTips } from '../schema/index.js';

export type TipRow = typeof salesTips.$inferSelect;

/** The tip ledger of Shopify orders (SPEC §18, decision 68). */
export function createTipsRepository(db: Database) {
  const { salesTips } = db.tables;
  return {
    async insert(rows: readonly TipRow[]): Promise<void> {
      if (rows.length > 0)
        await db
          .orm()
          .insert(salesTips)
          .values([...rows]);
    },
    /** Every row of an order (`orderId`: the sales order row's id): what stands for it. */
    async ofOrder(orderId: string): Promise<Pick<TipRow, 'staffId' | 'kind' | 'amountCents'>[]> {
      return db
        .orm()
        .select({ staffId: salesTips.staffId, kind: salesTips.kind, amountCents: salesTips.amountCents })
        .from(salesTips)
        .where(eq(salesTips.orderId, orderId));
    },
    /** Rows dated in [from, to) (UTC ms), attributed or not. */
    async occurredIn(
      shopId: string,
      from: number,
      to: number,
    ): Promise<Pick<TipRow, 'staffId' | 'kind' | 'amountCents' | 'occurredAt'>[]> {
      return db
        .orm()
        .select({
          staffId: salesTips.staffId,
          kind: salesTips.kind,
          amountCents: salesTips.amountCents,
          occurredAt: salesTips.occurredAt,
        })
        .from(salesTips)
        .where(
          and(eq(salesTips.shopId, shopId), gte(salesTips.occurredAt, from), lt(salesTips.occurredAt, to)),
        );
    },
  };
}
export type TipsRepository = ReturnType<typeof createTipsRepository>;
