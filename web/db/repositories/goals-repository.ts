import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Orm } from '../database.js';
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

export const TALLY_COLUMNS = ['shopId', 'shopifyStaffMemberId', 'month', 'slot', 'cents'] as const;
export type TallyRow = TallyDelta & { shopId: string; slot: number };

/** The rows a month's sales of one seller are spread over (`sales_month_tallies.slot`). */
export const TALLY_SLOTS = 8;

/**
 * The slot an order's moves of month sales go to, from its Shopify id: orders recorded at once
 * mostly land on different rows. A seller with a goal is the exception (`salesSlots` in
 * month-sales-tally.ts).
 */
export function tallySlotOf(shopifyOrderId: string): number {
  let hash = 0;
  for (let i = 0; i < shopifyOrderId.length; i++) hash = (hash * 31 + shopifyOrderId.charCodeAt(i)) >>> 0;
  return hash % TALLY_SLOTS;
}

/**
 * The rows that add `deltas` to their tallies: deltas of one tally summed first (one statement
 * may touch a row once), those that sum to nothing left out, in key order, so that two
 * transactions touching the same tallies lock them in the same order and never deadlock.
 */
export function tallyRowsOf(
  shopId: string,
  deltas: readonly TallyDelta[],
  slotOf: (shopifyStaffMemberId: string) => number,
): TallyRow[] {
  const sums = new Map<string, TallyDelta>();
  for (const delta of deltas) {
    const key = `${delta.month}|${delta.shopifyStaffMemberId}`;
    const sum = sums.get(key);
    if (sum) sum.cents += delta.cents;
    else sums.set(key, { ...delta });
  }
  return [...sums]
    .filter(([, delta]) => delta.cents !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => ({ shopId, ...delta, slot: slotOf(delta.shopifyStaffMemberId) }));
}

/** The upsert of tally rows: `cents = cents + delta` in the database, so two instances adding at once both count. */
export function addingToTallies(
  orm: Orm,
  table: Database['tables']['salesMonthTallies'],
  rows: Record<(typeof TALLY_COLUMNS)[number], unknown>[],
) {
  return orm
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({
      target: [table.shopId, table.shopifyStaffMemberId, table.month, table.slot],
      set: { cents: sql`sales_month_tallies.cents + excluded.cents` },
    });
}

export function createGoalsRepository(db: Database) {
  const { salesMonthTallies, salesOrders, salesRefunds, commissions: commissionsTable } = db.tables;
  // Every new order adds to its sellers' tallies: prepared, one statement for all of them.
  const tallyRows = preparedRows(db, 'sales_month_tallies_add', TALLY_COLUMNS, (orm, rows) =>
    addingToTallies(orm, salesMonthTallies, rows),
  );
  return {
    /** Adds the deltas to their tallies, each seller's in `slotOf` theirs (`tallyRowsOf`, `addingToTallies`). */
    async addToTallies(
      shopId: string,
      deltas: readonly TallyDelta[],
      slotOf: (shopifyStaffMemberId: string) => number,
    ): Promise<void> {
      await this.addTallyRows(tallyRowsOf(shopId, deltas, slotOf));
    },
    /** Adds rows made by `tallyRowsOf` to their tallies. */
    async addTallyRows(rows: readonly TallyRow[]): Promise<void> {
      if (rows.length > 0) await tallyRows(rows);
    },
    /** Month sales of some Shopify staff members (absent: nothing counted), by Shopify id, over every slot. */
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
      // At most TALLY_SLOTS rows each, summed here: PostgreSQL's sum of bigints is numeric text.
      const sales = new Map<string, number>();
      for (const row of rows) sales.set(row.id, (sales.get(row.id) ?? 0) + row.cents);
      return sales;
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
