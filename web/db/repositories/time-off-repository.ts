import { and, asc, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { timeOff } from '../schema/index.js';
import type { Page } from './page.js';
import { prepared } from './prepared.js';

export type TimeOffRow = typeof timeOff.$inferSelect;
export type NewTimeOffRow = typeof timeOff.$inferInsert;
export type TimeOffPatch = Partial<
  Pick<
    TimeOffRow,
    'startsOn' | 'endsOn' | 'kind' | 'note' | 'status' | 'decidedAt' | 'decidedBy' | 'decisionReason'
  >
>;

export interface TimeOffFilters {
  staffId?: string | undefined;
  status?: string | undefined;
  /** Time off with a day in [from, to], local dates, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export function createTimeOffRepository(db: Database) {
  const { timeOff } = db.tables;
  // Every shift move or new shift of one person asks this: prepared (decision 43).
  const approvedOfOne = prepared(db, 'time_off_approved_of_one', (orm) =>
    orm
      .select()
      .from(timeOff)
      .where(
        and(
          eq(timeOff.staffId, sql.placeholder('staffId')),
          eq(timeOff.status, 'approved'),
          lte(timeOff.startsOn, sql.placeholder('last')),
          gte(timeOff.endsOn, sql.placeholder('first')),
        ),
      )
      .orderBy(asc(timeOff.startsOn), asc(timeOff.id)),
  );
  return {
    async findById(shopId: string, id: string): Promise<TimeOffRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(timeOff)
        .where(and(eq(timeOff.shopId, shopId), eq(timeOff.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewTimeOffRow): Promise<TimeOffRow> {
      return (await db.orm().insert(timeOff).values(row).returning())[0]!;
    },
    /**
     * Changes a time off only while its status is still `status`; undefined when another
     * transaction changed it first (one decision per request, on every instance).
     */
    async updateIfStatus(
      id: string,
      status: string,
      patch: TimeOffPatch & { updatedAt: number },
    ): Promise<TimeOffRow | undefined> {
      const rows = await db
        .orm()
        .update(timeOff)
        .set(patch)
        .where(and(eq(timeOff.id, id), eq(timeOff.status, status)))
        .returning();
      return rows[0];
    },
    /** Approved time off of these staff members with a day in [first, last] (local dates). */
    async approvedOnDays(staffIds: readonly string[], first: string, last: string): Promise<TimeOffRow[]> {
      if (staffIds.length === 0) return [];
      if (staffIds.length === 1) return approvedOfOne({ staffId: staffIds[0], first, last });
      return db
        .orm()
        .select()
        .from(timeOff)
        .where(
          and(
            inArray(timeOff.staffId, [...staffIds]),
            eq(timeOff.status, 'approved'),
            lte(timeOff.startsOn, last),
            gte(timeOff.endsOn, first),
          ),
        )
        .orderBy(asc(timeOff.startsOn), asc(timeOff.id));
    },
    /** Ordered by first day then id; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page, filters: TimeOffFilters): Promise<TimeOffRow[] | undefined> {
      const conditions: SQL[] = [eq(timeOff.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(
          or(
            gt(timeOff.startsOn, after.startsOn),
            and(eq(timeOff.startsOn, after.startsOn), gt(timeOff.id, after.id)),
          )!,
        );
      }
      if (filters.staffId) conditions.push(eq(timeOff.staffId, filters.staffId));
      if (filters.status) conditions.push(eq(timeOff.status, filters.status));
      if (filters.from !== undefined) conditions.push(gte(timeOff.endsOn, filters.from));
      if (filters.to !== undefined) conditions.push(lte(timeOff.startsOn, filters.to));
      return db
        .orm()
        .select()
        .from(timeOff)
        .where(and(...conditions))
        .orderBy(asc(timeOff.startsOn), asc(timeOff.id))
        .limit(page.limit + 1);
    },
  };
}
export type TimeOffRepository = ReturnType<typeof createTimeOffRepository>;
