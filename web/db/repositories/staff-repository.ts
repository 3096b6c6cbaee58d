import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { staff } from '../schema/index.js';
import type { Page } from './page.js';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type StaffPatch = Partial<
  Pick<StaffRow, 'handle' | 'name' | 'email' | 'hourlyRateCents' | 'commissionRateBp' | 'active'>
>;

export function createStaffRepository({ orm }: DatabaseHandle) {
  return {
    findById(shopId: string, id: string): StaffRow | undefined {
      return orm
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.id, id)))
        .get();
    },
    findByHandle(shopId: string, handle: string): StaffRow | undefined {
      return orm
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.handle, handle)))
        .get();
    },
    /** Staff are addressed by id (`stf_…`) or by handle. */
    findByRef(shopId: string, ref: string): StaffRow | undefined {
      return ref.startsWith('stf_') ? this.findById(shopId, ref) : this.findByHandle(shopId, ref);
    },
    insert(row: NewStaffRow): StaffRow {
      return orm.insert(staff).values(row).returning().get();
    },
    update(shopId: string, id: string, patch: StaffPatch & { updatedAt: number }): StaffRow {
      return orm
        .update(staff)
        .set(patch)
        .where(and(eq(staff.shopId, shopId), eq(staff.id, id)))
        .returning()
        .get();
    },
    countActive(shopId: string): number {
      const row = orm
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.active, true)))
        .get();
      return row?.n ?? 0;
    },
    /** Ordered by handle; the cursor is a staff id. Undefined when the cursor is unknown. */
    list(shopId: string, page: Page, filters: { active?: boolean | undefined } = {}): StaffRow[] | undefined {
      const conditions = [eq(staff.shopId, shopId)];
      if (page.startingAfter) {
        const after = this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(gt(staff.handle, after.handle));
      }
      if (filters.active !== undefined) conditions.push(eq(staff.active, filters.active));
      return orm
        .select()
        .from(staff)
        .where(and(...conditions))
        .orderBy(asc(staff.handle))
        .limit(page.limit + 1)
        .all();
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
