import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { commissions } from '../schema/index.js';

/** What SPEC §18's sales goals read and write: a month's orders and refunds, and the bonus. */
export function createGoalsRepository(db: Database) {
  const { salesOrders, salesRefunds, commissions: commissionsTable } = db.tables;
  return {
    /**
     * Serializes goal checks of one staff member on PostgreSQL until the transaction ends, so
     * two orders recorded at once cannot both miss the crossing they make together. `FOR NO KEY
     * UPDATE` does not wait for the key-share locks that inserting their commissions takes. On
     * SQLite one transaction writes at a time already.
     */
    async lockStaffGoal(staffId: string): Promise<void> {
      if (db.dialect === 'postgres')
        await db.rows(sql`SELECT id FROM staff WHERE id = ${staffId} FOR NO KEY UPDATE`);
    },
    /** The shares (JSON) of orders processed in [from, to) (UTC ms). */
    async orderSharesIn(shopId: string, from: number, to: number): Promise<{ shares: string }[]> {
      return db
        .orm()
        .select({ shares: salesOrders.shares })
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.shopId, shopId),
            gte(salesOrders.processedAt, from),
            lt(salesOrders.processedAt, to),
          ),
        );
    },
    /** Refunds created in [from, to) (UTC ms) with their lines and their order's shares (JSON). */
    async refundsWithSharesIn(
      shopId: string,
      from: number,
      to: number,
    ): Promise<{ lines: string | null; shares: string }[]> {
      return db
        .orm()
        .select({ lines: salesRefunds.lines, shares: salesOrders.shares })
        .from(salesRefunds)
        .innerJoin(salesOrders, eq(salesOrders.id, salesRefunds.orderId))
        .where(
          and(
            eq(salesRefunds.shopId, shopId),
            gte(salesRefunds.createdAt, from),
            lt(salesRefunds.createdAt, to),
          ),
        );
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
