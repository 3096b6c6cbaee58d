import { and, asc, eq, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { commissions } from '../schema/index.js';
import type { Page } from './page.js';

export type CommissionRow = typeof commissions.$inferSelect;
export type NewCommissionRow = typeof commissions.$inferInsert;

export interface CommissionFilters {
  staffId?: string | undefined;
  /** UTC instants (ms), start inclusive, end exclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

/** The shop's commissions that meet every condition, as a query to order or limit. */
export function shopCommissions(db: Database, shopId: string, ...conditions: SQL[]) {
  const { commissions } = db.tables;
  return db
    .orm()
    .select()
    .from(commissions)
    .where(and(eq(commissions.shopId, shopId), ...conditions));
}

export function createCommissionsRepository(db: Database) {
  const { commissions } = db.tables;
  return {
    async findById(shopId: string, id: string): Promise<CommissionRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(commissions)
        .where(and(eq(commissions.shopId, shopId), eq(commissions.id, id)))
        .limit(1);
      return rows[0];
    },
    async findByReference(
      shopId: string,
      source: string,
      reference: string,
    ): Promise<CommissionRow | undefined> {
      const rows = await shopCommissions(
        db,
        shopId,
        eq(commissions.source, source),
        eq(commissions.reference, reference),
      ).limit(1);
      return rows[0];
    },
    async insert(row: NewCommissionRow): Promise<CommissionRow> {
      return (await db.orm().insert(commissions).values(row).returning())[0]!;
    },
    /** Ordered by occurred_at then id; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page, filters: CommissionFilters): Promise<CommissionRow[] | undefined> {
      const conditions: SQL[] = [eq(commissions.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(
          or(
            gt(commissions.occurredAt, after.occurredAt),
            and(eq(commissions.occurredAt, after.occurredAt), gt(commissions.id, after.id)),
          )!,
        );
      }
      if (filters.staffId) conditions.push(eq(commissions.staffId, filters.staffId));
      if (filters.from !== undefined) conditions.push(gte(commissions.occurredAt, filters.from));
      if (filters.to !== undefined) conditions.push(lt(commissions.occurredAt, filters.to));
      return db
        .orm()
        .select()
        .from(commissions)
        .where(and(...conditions))
        .orderBy(asc(commissions.occurredAt), asc(commissions.id))
        .limit(page.limit + 1);
    },
    /** Commissions of [from, to) (UTC ms) that no finalized payroll run has paid yet. */
    async listUnpaid(shopId: string, from: number, to: number): Promise<CommissionRow[]> {
      return shopCommissions(
        db,
        shopId,
        gte(commissions.occurredAt, from),
        lt(commissions.occurredAt, to),
        isNull(commissions.finalizedRunId),
      ).orderBy(asc(commissions.occurredAt), asc(commissions.id));
    },
  };
}
export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
