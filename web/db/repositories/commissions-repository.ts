import { and, asc, eq, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { commissions } from '../schema/index.js';
import type { Page } from './page.js';

export type CommissionRow = typeof commissions.$inferSelect;
export type NewCommissionRow = typeof commissions.$inferInsert;

export interface CommissionFilters {
  staffId?: string | undefined;
  /** UTC instants (ms), start inclusive, end exclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

export function createCommissionsRepository({ orm }: DatabaseHandle) {
  return {
    findById(shopId: string, id: string): CommissionRow | undefined {
      return orm
        .select()
        .from(commissions)
        .where(and(eq(commissions.shopId, shopId), eq(commissions.id, id)))
        .get();
    },
    findByReference(shopId: string, source: string, reference: string): CommissionRow | undefined {
      return orm
        .select()
        .from(commissions)
        .where(
          and(
            eq(commissions.shopId, shopId),
            eq(commissions.source, source),
            eq(commissions.reference, reference),
          ),
        )
        .get();
    },
    insert(row: NewCommissionRow): CommissionRow {
      return orm.insert(commissions).values(row).returning().get();
    },
    /** Ordered by occurred_at then id; undefined when the cursor is unknown. */
    list(shopId: string, page: Page, filters: CommissionFilters): CommissionRow[] | undefined {
      const conditions: SQL[] = [eq(commissions.shopId, shopId)];
      if (page.startingAfter) {
        const after = this.findById(shopId, page.startingAfter);
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
      return orm
        .select()
        .from(commissions)
        .where(and(...conditions))
        .orderBy(asc(commissions.occurredAt), asc(commissions.id))
        .limit(page.limit + 1)
        .all();
    },
    /** Commissions of [from, to) (UTC ms) that no finalized payroll run has paid yet. */
    listUnpaid(shopId: string, from: number, to: number): CommissionRow[] {
      return orm
        .select()
        .from(commissions)
        .where(
          and(
            eq(commissions.shopId, shopId),
            gte(commissions.occurredAt, from),
            lt(commissions.occurredAt, to),
            isNull(commissions.finalizedRunId),
          ),
        )
        .orderBy(asc(commissions.occurredAt), asc(commissions.id))
        .all();
    },
  };
}
export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
