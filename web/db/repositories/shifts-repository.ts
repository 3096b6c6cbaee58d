import { and, asc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { shifts } from '../schema/index.js';
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

export function createShiftsRepository({ orm }: DatabaseHandle) {
  return {
    findById(shopId: string, id: string): ShiftRow | undefined {
      return orm
        .select()
        .from(shifts)
        .where(and(eq(shifts.shopId, shopId), eq(shifts.id, id)))
        .get();
    },
    insert(row: NewShiftRow): ShiftRow {
      return orm.insert(shifts).values(row).returning().get();
    },
    update(id: string, patch: ShiftPatch & { updatedAt: number }): ShiftRow {
      return orm.update(shifts).set(patch).where(eq(shifts.id, id)).returning().get();
    },
    delete(id: string): void {
      orm.delete(shifts).where(eq(shifts.id, id)).run();
    },
    /** Another shift of the same staff member sharing some time with [start, end). */
    findOverlap(staffId: string, start: number, end: number, excludeId?: string): ShiftRow | undefined {
      const conditions: SQL[] = [
        eq(shifts.staffId, staffId),
        lt(shifts.startsAt, end),
        gt(shifts.endsAt, start),
      ];
      if (excludeId) conditions.push(ne(shifts.id, excludeId));
      return orm
        .select()
        .from(shifts)
        .where(and(...conditions))
        .limit(1)
        .get();
    },
    /** Ordered by start then id; undefined when the cursor is unknown. */
    list(shopId: string, page: Page, filters: ShiftFilters): ShiftRow[] | undefined {
      const conditions: SQL[] = [eq(shifts.shopId, shopId)];
      if (page.startingAfter) {
        const after = this.findById(shopId, page.startingAfter);
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
      return orm
        .select()
        .from(shifts)
        .where(and(...conditions))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(page.limit + 1)
        .all();
    },
  };
}
export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
