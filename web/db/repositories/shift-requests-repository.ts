import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { shiftRequests } from '../schema/index.js';
import type { Page } from './page.js';

export type ShiftRequestRow = typeof shiftRequests.$inferSelect;
export type NewShiftRequestRow = typeof shiftRequests.$inferInsert;

/** Requests still in play (SPEC §17): waiting for the colleague, or for the manager. */
export const OPEN_REQUEST_STATUSES = ['pending', 'accepted'] as const;

export interface ShiftRequestFilters {
  status?: string | undefined;
  kind?: string | undefined;
  /** Either side. */
  staffId?: string | undefined;
  shiftId?: string | undefined;
  /** On the shift's start (kept on the request as `expires_at`), UTC ms, [from, to). */
  from?: number | undefined;
  to?: number | undefined;
}

export function createShiftRequestsRepository(db: Database) {
  const { shiftRequests: table } = db.tables;
  return {
    async findById(shopId: string, id: string): Promise<ShiftRequestRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), eq(table.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewShiftRequestRow): Promise<ShiftRequestRow> {
      return (await db.orm().insert(table).values(row).returning())[0]!;
    },
    /** The open requests of a shift (pending or accepted), oldest first. */
    async openOfShift(shiftId: string): Promise<ShiftRequestRow[]> {
      return db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shiftId, shiftId), inArray(table.status, [...OPEN_REQUEST_STATUSES])))
        .orderBy(asc(table.createdAt), asc(table.id));
    },
    /**
     * Changes a request only while its status is one of `from`: undefined when another
     * transaction changed it first, so one decision wins on every instance.
     */
    async updateIfStatus(
      id: string,
      from: readonly string[],
      patch: Partial<Omit<ShiftRequestRow, 'id' | 'shopId' | 'shiftId' | 'kind'>> & { updatedAt: number },
    ): Promise<ShiftRequestRow | undefined> {
      const rows = await db
        .orm()
        .update(table)
        .set(patch)
        .where(and(eq(table.id, id), inArray(table.status, [...from])))
        .returning();
      return rows[0];
    },
    /** Open requests whose shift has started by `now` (the expiry scan), at most `limit`. */
    async dueToExpire(now: number, limit: number): Promise<ShiftRequestRow[]> {
      return db
        .orm()
        .select()
        .from(table)
        .where(and(inArray(table.status, [...OPEN_REQUEST_STATUSES]), lt(table.expiresAt, now + 1)))
        .orderBy(asc(table.expiresAt), asc(table.id))
        .limit(limit);
    },
    /** By creation then id (oldest first); undefined when the cursor is unknown. */
    async list(
      shopId: string,
      page: Page,
      filters: ShiftRequestFilters,
    ): Promise<ShiftRequestRow[] | undefined> {
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
      if (filters.status) conditions.push(eq(table.status, filters.status));
      if (filters.kind) conditions.push(eq(table.kind, filters.kind));
      if (filters.shiftId) conditions.push(eq(table.shiftId, filters.shiftId));
      if (filters.staffId)
        conditions.push(or(eq(table.fromStaffId, filters.staffId), eq(table.toStaffId, filters.staffId))!);
      if (filters.from !== undefined) conditions.push(gte(table.expiresAt, filters.from));
      if (filters.to !== undefined) conditions.push(lt(table.expiresAt, filters.to));
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
export type ShiftRequestsRepository = ReturnType<typeof createShiftRequestsRepository>;
