import { and, asc, count, eq, gt, gte, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { commissionRules } from '../schema/index.js';
import type { Page } from './page.js';
import { moveShopVersion } from './shop-versions.js';
import { writeAlone } from './write-alone.js';

export type CommissionRuleRow = typeof commissionRules.$inferSelect;
export type NewCommissionRuleRow = typeof commissionRules.$inferInsert;

export interface CommissionRuleFilters {
  /** Rules that apply to this staff member: naming them, or everyone. */
  staffId?: string | undefined;
  /** Rules that hold on this local date. */
  activeOn?: string | undefined;
}

/**
 * The shop's commission rules (SPEC §18). Every write also moves the shop's `rules_version`, in
 * the same transaction, so that each instance's kept rule index (rule-index-cache.ts) sees it at
 * the next order, whoever wrote (decision 0072).
 */
export function createCommissionRulesRepository(db: Database) {
  const { commissionRules: table } = db.tables;
  const rulesChanged = (shopId: string) => moveShopVersion(db, shopId, 'rulesVersion');
  return {
    async findById(shopId: string, id: string): Promise<CommissionRuleRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), eq(table.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewCommissionRuleRow): Promise<CommissionRuleRow> {
      return writeAlone(db, async () => {
        const inserted = (await db.orm().insert(table).values(row).returning())[0]!;
        await rulesChanged(row.shopId);
        return inserted;
      });
    },
    async update(
      shopId: string,
      id: string,
      patch: Partial<Omit<CommissionRuleRow, 'id' | 'shopId' | 'createdAt'>> & { updatedAt: number },
    ): Promise<CommissionRuleRow | undefined> {
      return writeAlone(db, async () => {
        const rows = await db
          .orm()
          .update(table)
          .set(patch)
          .where(and(eq(table.shopId, shopId), eq(table.id, id)))
          .returning();
        if (rows.length > 0) await rulesChanged(shopId);
        return rows[0];
      });
    },
    async delete(shopId: string, id: string): Promise<boolean> {
      return writeAlone(db, async () => {
        const rows = await db
          .orm()
          .delete(table)
          .where(and(eq(table.shopId, shopId), eq(table.id, id)))
          .returning({ id: table.id });
        if (rows.length > 0) await rulesChanged(shopId);
        return rows.length > 0;
      });
    },
    /**
     * How many of the shop's rules have not ended on the local date `today` (no end, or an end
     * on or after it), leaving out `exceptId`: what the limit of decision 0072 counts.
     */
    async countNotEnded(shopId: string, today: string, exceptId?: string): Promise<number> {
      const conditions: SQL[] = [
        eq(table.shopId, shopId),
        or(isNull(table.endsOn), gte(table.endsOn, today))!,
      ];
      if (exceptId !== undefined) conditions.push(sql`${table.id} <> ${exceptId}`);
      const [row] = await db
        .orm()
        .select({ n: count() })
        .from(table)
        .where(and(...conditions));
      return Number(row?.n ?? 0);
    },
    /**
     * The rules that have not ended before the local date `from` (no end, or an end on or after
     * it), oldest first, at most `limit`: what a shop's kept rule index holds.
     */
    async notEndedBefore(shopId: string, from: string, limit: number): Promise<CommissionRuleRow[]> {
      return db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), or(isNull(table.endsOn), gte(table.endsOn, from))!))
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(limit);
    },
    /**
     * The rules that hold on a local date, every one: what an order of a date older than the
     * kept index covers is paid by (rule-index-cache.ts).
     */
    async holdingOn(shopId: string, date: string): Promise<CommissionRuleRow[]> {
      return db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), ...holdsOn(table, date)))
        .orderBy(asc(table.createdAt), asc(table.id));
    },
    /** By creation then id (oldest first); undefined when the cursor is unknown. */
    async list(
      shopId: string,
      page: Page,
      filters: CommissionRuleFilters,
    ): Promise<CommissionRuleRow[] | undefined> {
      const conditions: SQL[] = [eq(table.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(
          or(
            gt(table.createdAt, after.createdAt),
            and(eq(table.createdAt, after.createdAt), gt(table.id, after.id)),
          )!,
        );
      }
      // Staff ids are `stf_` and base-62 characters: only `_` is a LIKE wildcard, and it stands
      // where every id has `_`.
      if (filters.staffId)
        conditions.push(or(eq(table.staffIds, '[]'), like(table.staffIds, `%"${filters.staffId}"%`))!);
      if (filters.activeOn) conditions.push(...holdsOn(table, filters.activeOn));
      return db
        .orm()
        .select()
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(page.limit + 1);
    },
  };
}

/** Starts on or before the date (or open) and ends on or after it (or open): dates compare as text. */
function holdsOn(table: Database['tables']['commissionRules'], date: string): SQL[] {
  return [
    or(isNull(table.startsOn), lte(table.startsOn, date))!,
    or(isNull(table.endsOn), gte(table.endsOn, date))!,
  ];
}

export type CommissionRulesRepository = ReturnType<typeof createCommissionRulesRepository>;
