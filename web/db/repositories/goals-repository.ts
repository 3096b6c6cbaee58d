import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { commissions } from '../schema/index.js';
import { preparedRows } from './prepared.js';

/** One move of a month tally: `cents` added to a Shopify staff member's sales in `month`. */
export interface TallyDelta {
  shopifyStaffMemberId: string;
  /** `YYYY-MM`, local to the shop. */
  month: string;
  cents: number;
}

/** What SPEC §18's sales goals read and write: month sales tallies, and the bonus. */
/**
 * Orders not counted in the tallies yet, written as the partial index `sales_orders_untallied`
 * is, so a planner never needs a bound value to choose it (a generic plan cannot).
 */
const UNTALLIED = sql`month_tallied = false`;

const TALLY_COLUMNS = ['shopId', 'shopifyStaffMemberId', 'month', 'cents'] as const;

export function createGoalsRepository(db: Database) {
  const { salesMonthTallies, salesOrders, salesRefunds, commissions: commissionsTable } = db.tables;
  // Every new order adds to its sellers' tallies: prepared, one statement for all of them.
  const tallyRows = preparedRows(db, 'sales_month_tallies_add', TALLY_COLUMNS, (orm, rows) =>
    orm
      .insert(salesMonthTallies)
      .values(rows)
      .onConflictDoUpdate({
        target: [salesMonthTallies.shopId, salesMonthTallies.shopifyStaffMemberId, salesMonthTallies.month],
        set: { cents: sql`sales_month_tallies.cents + excluded.cents` },
      }),
  );
  return {
    /**
     * Adds the deltas to their tallies in one statement, `cents = cents + delta` in the
     * database, so two instances adding at once both count. Deltas of one tally are summed
     * first (one statement may touch a row once) and those that sum to nothing are left out.
     * Rows are written in key order: two transactions touching the same tallies lock them in
     * the same order and never deadlock.
     */
    async addToTallies(shopId: string, deltas: readonly TallyDelta[]): Promise<void> {
      const sums = new Map<string, TallyDelta>();
      for (const delta of deltas) {
        const key = `${delta.month}|${delta.shopifyStaffMemberId}`;
        const sum = sums.get(key);
        if (sum) sum.cents += delta.cents;
        else sums.set(key, { ...delta });
      }
      const rows = [...sums]
        .filter(([, delta]) => delta.cents !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, delta]) => ({ shopId, ...delta }));
      if (rows.length === 0) return;
      await tallyRows(rows);
    },
    /** Month sales of some Shopify staff members (absent: nothing counted), by Shopify id. */
    async monthSales(
      shopId: string,
      month: string,
      shopifyIds: readonly string[],
    ): Promise<Map<string, number>> {
      if (shopifyIds.length === 0) return new Map();
      const rows = await db
        .orm()
        .select({ id: salesMonthTallies.shopifyStaffMemberId, cents: salesMonthTallies.cents })
        .from(salesMonthTallies)
        .where(
          and(
            eq(salesMonthTallies.shopId, shopId),
            eq(salesMonthTallies.month, month),
            inArray(salesMonthTallies.shopifyStaffMemberId, [...shopifyIds]),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.cents]));
    },
    /** Up to `limit` shops with orders the tallies do not count yet (decision 70's backfill). */
    async shopsWithUntalliedOrders(limit: number): Promise<string[]> {
      const rows = await db
        .orm()
        .selectDistinct({ shopId: salesOrders.shopId })
        .from(salesOrders)
        .where(UNTALLIED)
        .limit(limit);
      return rows.map((row) => row.shopId);
    },
    /** Up to `limit` of the shop's orders the tallies do not count yet, with their refunds. */
    async untalliedOrders(
      shopId: string,
      limit: number,
    ): Promise<
      {
        id: string;
        shares: string;
        processedAt: number;
        refunds: { createdAt: number; lines: string | null }[];
      }[]
    > {
      const orders = await db
        .orm()
        .select({ id: salesOrders.id, shares: salesOrders.shares, processedAt: salesOrders.processedAt })
        .from(salesOrders)
        .where(and(eq(salesOrders.shopId, shopId), UNTALLIED))
        .orderBy(asc(salesOrders.id))
        .limit(limit);
      if (orders.length === 0) return [];
      const refunds = await db
        .orm()
        .select({
          orderId: salesRefunds.orderId,
          createdAt: salesRefunds.createdAt,
          lines: salesRefunds.lines,
        })
        .from(salesRefunds)
        .where(
          and(
            eq(salesRefunds.shopId, shopId),
            inArray(
              salesRefunds.orderId,
              orders.map((order) => order.id),
            ),
          ),
        );
      return orders.map((order) => ({
        ...order,
        refunds: refunds.filter((refund) => refund.orderId === order.id),
      }));
    },
    async markTallied(orderIds: readonly string[]): Promise<void> {
      if (orderIds.length > 0)
        await db
          .orm()
          .update(salesOrders)
          .set({ monthTallied: true })
          .where(inArray(salesOrders.id, [...orderIds]));
    },
    async hasBonus(shopId: string, staffId: string, month: string): Promise<boolean> {
      const rows = await db
        .orm()
        .select({ id: commissionsTable.id })
        .from(commissionsTable)
        .where(
          and(
            eq(commissionsTable.shopId, shopId),
            eq(commissionsTable.staffId, staffId),
            eq(commissionsTable.goalMonth, month),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** The month's goal bonus commission ids of the shop, by staff id. */
    async bonusesOf(shopId: string, month: string): Promise<Map<string, string>> {
      const rows = await db
        .orm()
        .select({ id: commissionsTable.id, staffId: commissionsTable.staffId })
        .from(commissionsTable)
        .where(and(eq(commissionsTable.shopId, shopId), eq(commissionsTable.goalMonth, month)));
      return new Map(rows.map((row) => [row.staffId, row.id]));
    },
    /** Inserts a goal bonus unless the month has one: the unique index decides, on any instance. */
    async insertBonusIfAbsent(row: typeof commissions.$inferInsert): Promise<boolean> {
      const rows = await db
        .orm()
        .insert(commissionsTable)
        .values(row)
        .onConflictDoNothing({
          target: [commissionsTable.shopId, commissionsTable.staffId, commissionsTable.goalMonth],
        })
        .returning({ id: commissionsTable.id });
      return rows.length > 0;
    },
  };
}
export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
