import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PayrollFormat } from '../../domain/payroll/files/payroll-formats.js';
import type { Database } from '../database.js';
import type { staff } from '../schema/index.js';
import type { Page } from './page.js';
import { prepared } from './prepared.js';
import { assertLockable, withRowLock } from './row-lock.js';
import { moveShopVersion } from './shop-versions.js';
import { writeAlone } from './write-alone.js';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type StaffPatch = Partial<
  Pick<
    StaffRow,
    | 'handle'
    | 'name'
    | 'email'
    | 'hourlyRateCents'
    | 'commissionRateBp'
    | 'goalAmountCents'
    | 'goalBonusCents'
    | 'active'
    | 'pinHash'
    | 'shopifyStaffMemberId'
    | 'emailKey'
    | 'notifySchedule'
    | 'notifyReminder'
    | 'notifyTimeOff'
    | 'notifyPay'
    | 'calendarSecretHash'
    | 'calendarSecretSealed'
    | 'lastSignInAt'
    | 'payrollIdGusto'
    | 'payrollKeyGusto'
    | 'payrollIdAdpWfn'
    | 'payrollKeyAdpWfn'
    | 'payrollIdPaychexFlex'
    | 'payrollKeyPaychexFlex'
    | 'payrollIdQuickbooks'
    | 'payrollKeyQuickbooks'
  >
>;
export type PinCounterPatch = Pick<StaffRow, 'pinFailures' | 'pinFailuresSince' | 'pinLockedUntil'>;

/**
 * What sales read of a linked staff member (SPEC §12 and §18): who they are at Shopify, their
 * fallback commission rate and their goal. A write of any of these moves the shop's
 * `staff_version` (decision 0075).
 */
export const SALES_STAFF_FIELDS = [
  'id',
  'handle',
  'shopifyStaffMemberId',
  'commissionRateBp',
  'goalAmountCents',
  'goalBonusCents',
] as const;
export type LinkedStaff = Pick<StaffRow, (typeof SALES_STAFF_FIELDS)[number]>;

/** Whether a patch writes a field that sales read (`id` never changes). */
function touchesSales(patch: object): boolean {
  return SALES_STAFF_FIELDS.some((field) => field in patch);
}

export function createStaffRepository(db: Database) {
  const { staff } = db.tables;
  // Before the staff row is written: a manager's write already holds the shop's lock, and one
  // that does not takes the shop row before the staff row, as every locking path does.
  const staffChanged = (shopId: string) => moveShopVersion(db, shopId, 'staffVersion');
  // Every clock action and most writes name a staff member: prepared (decision 23). The id,
  // the handle in a shop and the linked Shopify staff member in a shop are each unique, so these
  // reads take no LIMIT: SQLite compiles a prepared statement with `LIMIT ?` again on every run
  // (decision 0085).
  const byId = prepared(db, 'staff_by_id', (orm) =>
    orm
      .select()
      .from(staff)
      .where(and(eq(staff.shopId, sql.placeholder('shopId')), eq(staff.id, sql.placeholder('id')))),
  );
  const byHandle = prepared(db, 'staff_by_handle', (orm) =>
    orm
      .select()
      .from(staff)
      .where(and(eq(staff.shopId, sql.placeholder('shopId')), eq(staff.handle, sql.placeholder('handle')))),
  );
  // A clock action or a shift move locks the staff member as it reads them (decision 43). `no
  // key update`: it conflicts with itself, but not with the key-share locks that inserting
  // their entries, timesheets and shifts takes through the foreign keys.
  const lockedBy = (column: 'id' | 'handle' | 'shopifyStaffMemberId') =>
    prepared(db, `staff_by_${column === 'shopifyStaffMemberId' ? 'shopify_id' : column}_locked`, (orm) =>
      withRowLock(
        db,
        orm
          .select()
          .from(staff)
          .where(
            and(eq(staff.shopId, sql.placeholder('shopId')), eq(staff[column], sql.placeholder('value'))),
          ),
        'no key update',
      ),
    );
  const locked = {
    id: lockedBy('id'),
    handle: lockedBy('handle'),
    shopifyStaffMemberId: lockedBy('shopifyStaffMemberId'),
  };
  // Every paid order attributes its lines to the linked staff (kept per shop, decision 0075):
  // prepared, and only the fields sales read.
  const linked = prepared(db, 'staff_linked', (orm) =>
    orm
      .select(
        Object.fromEntries(SALES_STAFF_FIELDS.map((field) => [field, staff[field]])) as {
          [K in (typeof SALES_STAFF_FIELDS)[number]]: (typeof staff)[K];
        },
      )
      .from(staff)
      .where(and(eq(staff.shopId, sql.placeholder('shopId')), isNotNull(staff.shopifyStaffMemberId))),
  );
  return {
    /** The handles of some staff of the shop, in one query (a list page names staff by handle). */
    async handlesByIds(shopId: string, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .orm()
        .select({ id: staff.id, handle: staff.handle })
        .from(staff)
        .where(and(eq(staff.shopId, shopId), inArray(staff.id, [...ids])));
      return new Map(rows.map((row) => [row.id, row.handle]));
    },
    /** Some staff of the shop, in one query. */
    async findByIds(shopId: string, ids: readonly string[]): Promise<StaffRow[]> {
      if (ids.length === 0) return [];
      return db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), inArray(staff.id, [...ids])));
    },
    async findById(shopId: string, id: string): Promise<StaffRow | undefined> {
      return (await byId({ shopId, id }))[0];
    },
    /** The staff member of the shop with this email (compared lower-cased), if any. */
    async findByEmailKey(shopId: string, key: string): Promise<StaffRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.emailKey, key)))
        .limit(1);
      return rows[0];
    },
    /** Active staff of every shop with this email: a sign-in link goes to each (SPEC §15). */
    async findActiveByEmailKeyInAnyShop(key: string): Promise<StaffRow[]> {
      return db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.emailKey, key), eq(staff.active, true)))
        .orderBy(asc(staff.id));
    },
    /** The owner of a calendar feed secret (its SHA-256). */
    async findByCalendarHash(hash: string): Promise<StaffRow | undefined> {
      const rows = await db.orm().select().from(staff).where(eq(staff.calendarSecretHash, hash)).limit(1);
      return rows[0];
    },
    async findByHandle(shopId: string, handle: string): Promise<StaffRow | undefined> {
      return (await byHandle({ shopId, handle }))[0];
    },
    /** The staff member linked to a Shopify staff member (SPEC §11), active or not. */
    /** The staff member whose id at a payroll provider compares equal to `key` (SPEC §19). */
    async findByPayrollKey(
      shopId: string,
      format: PayrollFormat,
      key: string,
    ): Promise<StaffRow | undefined> {
      const column = {
        gusto: staff.payrollKeyGusto,
        adp_wfn: staff.payrollKeyAdpWfn,
        paychex_flex: staff.payrollKeyPaychexFlex,
        quickbooks: staff.payrollKeyQuickbooks,
      }[format];
      const rows = await db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(column, key)))
        .limit(1);
      return rows[0];
    },
    async findByShopifyStaffMemberId(shopId: string, shopifyId: string): Promise<StaffRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.shopifyStaffMemberId, shopifyId)))
        .limit(1);
      return rows[0];
    },
    /**
     * Inside a transaction: the staff member named by id (`stf_…`), handle or linked Shopify
     * staff member, locked until the transaction ends, so that every other transaction locking
     * the same staff member waits (PostgreSQL: `FOR NO KEY UPDATE`; SQLite: its one writer at
     * a time already does): the clock's and the schedule's rules are one staff member's. Lock
     * the shop first (`shops.findByIdLocked`), and two staff members in id order.
     */
    async findLocked(
      shopId: string,
      by: { ref: string } | { shopifyStaffMemberId: string },
    ): Promise<StaffRow | undefined> {
      assertLockable(db, 'findLocked');
      const [statement, value] =
        'ref' in by
          ? [by.ref.startsWith('stf_') ? locked.id : locked.handle, by.ref]
          : [locked.shopifyStaffMemberId, by.shopifyStaffMemberId];
      return (await statement({ shopId, value }))[0];
    },
    /** Staff are addressed by id (`stf_…`) or by handle. */
    async findByRef(shopId: string, ref: string): Promise<StaffRow | undefined> {
      return ref.startsWith('stf_') ? this.findById(shopId, ref) : this.findByHandle(shopId, ref);
    },
    async insert(row: NewStaffRow): Promise<StaffRow> {
      return writeAlone(db, async () => {
        if (row.shopifyStaffMemberId) await staffChanged(row.shopId);
        return (await db.orm().insert(staff).values(row).returning())[0]!;
      });
    },
    async update(
      shopId: string,
      id: string,
      patch: StaffPatch & Partial<PinCounterPatch> & { updatedAt: number },
    ): Promise<StaffRow> {
      // One transaction with the version: an order between the two would keep the old row under it.
      return writeAlone(db, async () => {
        if (touchesSales(patch)) await staffChanged(shopId);
        const rows = await db
          .orm()
          .update(staff)
          .set(patch)
          .where(and(eq(staff.shopId, shopId), eq(staff.id, id)))
          .returning();
        return rows[0]!;
      });
    },
    /** The wrong-PIN counter alone: not a change of the staff member, so `updated_at` stays. */
    async setPinCounter(shopId: string, id: string, counter: PinCounterPatch): Promise<void> {
      await db
        .orm()
        .update(staff)
        .set(counter)
        .where(and(eq(staff.shopId, shopId), eq(staff.id, id)));
    },
    /** The shop's staff linked to a Shopify staff member (sales attribution, SPEC §12). */
    async listLinked(shopId: string): Promise<LinkedStaff[]> {
      return linked({ shopId });
    },
    /** Every active staff member of the shop by handle, unpaged (the clock board). */
    async listActive(shopId: string): Promise<StaffRow[]> {
      return db
        .orm()
        .select()
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.active, true)))
        .orderBy(asc(staff.handle));
    },
    async countActive(shopId: string): Promise<number> {
      const rows = await db
        .orm()
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.shopId, shopId), eq(staff.active, true)));
      return rows[0]?.n ?? 0;
    },
    /** Ordered by handle; the cursor is a staff id. Undefined when the cursor is unknown. */
    async list(
      shopId: string,
      page: Page,
      filters: { active?: boolean | undefined; withGoal?: boolean } = {},
    ): Promise<StaffRow[] | undefined> {
      const conditions = [eq(staff.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(gt(staff.handle, after.handle));
      }
      if (filters.active !== undefined) conditions.push(eq(staff.active, filters.active));
      // Both or neither are set (SPEC §18): one says there is a goal.
      if (filters.withGoal) conditions.push(isNotNull(staff.goalAmountCents));
      return db
        .orm()
        .select()
        .from(staff)
        .where(and(...conditions))
        .orderBy(asc(staff.handle))
        .limit(page.limit + 1);
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
