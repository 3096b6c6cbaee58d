import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { salesTips } from '../schema/index.js';
import { preparedRows } from './prepared.js';

export type TipRow = typeof salesTips.$inferSelect;

const TIP_COLUMNS = [
  'id',
  'shopId',
  'orderId',
  'staffId',
  'kind',
  'amountCents',
  'occurredAt',
  'refundId',
  'finalizedRunId',
  'createdAt',
] as const satisfies readonly (keyof TipRow)[];

/** The tip ledger of Shopify orders (SPEC §18, decision 68). */
export function createTipsRepository(db: Database) {
  const { salesTips } = db.tables;
  // Orders with tips, their refunds and updates write a few rows each: prepared, one statement.
  const ledgerRows = preparedRows(db, 'sales_tips_insert_rows', TIP_COLUMNS, (orm, rows) =>
    orm.insert(salesTips).values(rows),
  );
  return {
    async insert(rows: readonly TipRow[]): Promise<void> {
      await ledgerRows(rows);
    },
    /** Every row of an order (`orderId`: the sales order row's id): what stands for it. */
    async ofOrder(orderId: string): Promise<Pick<TipRow, 'staffId' | 'kind' | 'amountCents'>[]> {
      return db
        .orm()
        .select({ staffId: salesTips.staffId, kind: salesTips.kind, amountCents: salesTips.amountCents })
        .from(salesTips)
        .where(eq(salesTips.orderId, orderId));
    },
    /**
     * Attributed rows dated in [from, to) (UTC ms) that no other finalized run paid: what payroll
     * run `runId` takes (SPEC §19).
     */
    async payableIn(
      shopId: string,
      runId: string,
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
          and(
            eq(salesTips.shopId, shopId),
            gte(salesTips.occurredAt, from),
            lt(salesTips.occurredAt, to),
            isNotNull(salesTips.staffId),
            or(isNull(salesTips.finalizedRunId), eq(salesTips.finalizedRunId, runId)),
          ),
        );
    },
    /** Marks the rows `payableIn` gave a run as paid by it, when it is finalized. */
    async markPaid(shopId: string, runId: string, from: number, to: number): Promise<void> {
      await db
        .orm()
        .update(salesTips)
        .set({ finalizedRunId: runId })
        .where(
          and(
            eq(salesTips.shopId, shopId),
            gte(salesTips.occurredAt, from),
            lt(salesTips.occurredAt, to),
            isNotNull(salesTips.staffId),
            isNull(salesTips.finalizedRunId),
          ),
        );
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
