import { and, asc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { shifts } from '../schema/index.js';
import type { Page } from './page.js';

export type ShiftRow = typeof shifts.$inferSelect;
export type NewShiftRow = typeof shifts.$inferInsert;
export type ShiftPatch = Partial<
  Pick<ShiftRow, 'staffId' | 'startsAt' | 'endsAt' | 'breakMinutes' | 'location' | 'role' | 'note'>
>;

export interface ShiftFilters {
  staffId?: string | undefined;
  /** Shifts that overlap [from, to), UTC ms. */
  from?: number | undefined;
  to?: number | undefined;
}

export function createShiftsRepository(db: Database) {
  const { shifts } = db.tables;
  return {
    async findById(shopId: string, id: string): Promise<ShiftRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(shifts)
        .where(and(eq(shifts.shopId, shopId), eq(shifts.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewShiftRow): Promise<ShiftRow> {
      return (await db.orm().insert(shifts).values(row).returning())[0]!;
    },
    async update(id: string, patch: ShiftPatch & { updatedAt: number }): Promise<ShiftRow> {
      return (await db.orm().update(shifts).set(patch).where(eq(shifts.id, id)).returning())[0]!;
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(shifts).where(eq(shifts.id, id));
    },
    /** Another shift of the same staff member sharing some time with [start, end). */
    async findOverlap(
      staffId: string,
      start: number,
      end: number,
      excludeId?: string,
    ): Promise<ShiftRow | undefined> {
      const conditions: SQL[] = [
        eq(shifts.staffId, staffId),
        lt(shifts.startsAt, end),
        gt(shifts.endsAt, start),
      ];
      if (excludeId) conditions.push(ne(shifts.id, excludeId));
      const rows = await db
        .orm()
        .select()
        .from(shifts)
        .where(and(...conditions))
        .limit(1);
      return rows[0];
    },
    /** Ordered by start then id; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page, filters: ShiftFilters): Promise<ShiftRow[] | undefined> {
      const conditions: SQL[] = [eq(shifts.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(
          or(
            gt(shifts.startsAt, after.startsAt),
            and(eq(shifts.startsAt, after.startsAt), gt(shifts.id, after.id)),
          )!,
        );
      }
      if (filters.staffId) conditions.push(eq(shifts.staffId, filters.staffId));
      if (filters.from !== undefined) conditions.push(gt(shifts.endsAt, filters.from));
      if (filters.to !== undefined) conditions.push(lt(shifts.startsAt, filters.to));
      return db
        .orm()
        .select()
        .from(shifts)
        .where(and(...conditions))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(page.limit + 1);
    },
  };
}
export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
