import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { shops } from '../schema/index.js';
import { prepared } from './prepared.js';
import { assertLockable, withRowLock } from './row-lock.js';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ShopSettingsPatch = Partial<
  Pick<
    ShopRow,
    | 'timezone'
    | 'weekStart'
    | 'overtimeRule'
    | 'plan'
    | 'name'
    | 'posPinRequired'
    | 'staffSeePay'
    | 'managerEmails'
    | 'shiftReminderMinutes'
  >
>;

export type ShopInstallPatch = Partial<Pick<ShopRow, 'name' | 'timezone' | 'currency' | 'plan'>> & {
  installedAt: number;
};

export function createShopsRepository(db: Database) {
  const { shops } = db.tables;
  // Every API request loads its shop: prepared, since building and preparing the query on each
  // call cost more than the rest of a weekly summary's SQL (bench/README.md).
  const byId = prepared(db, 'shops_by_id', (orm) =>
    orm
      .select()
      .from(shops)
      .where(eq(shops.id, sql.placeholder('id'))),
  );

  // A write that reads then writes under the shop's lock reads the shop as it locks it: on
  // PostgreSQL one round trip for both (decision 43). `share`: the clock's lock of one staff
  // member's time, which lets other clock actions of the shop go on and keeps `update` waiting.
  const lockedBy = (strength: 'update' | 'share') =>
    prepared(db, `shops_by_id_for_${strength}`, (orm) =>
      withRowLock(
        db,
        orm
          .select()
          .from(shops)
          .where(eq(shops.id, sql.placeholder('id'))),
        strength,
      ),
    );
  const lockedById = { update: lockedBy('update'), share: lockedBy('share') };

  // Every Shopify webhook names its shop by domain: prepared.
  const byDomain = prepared(db, 'shops_by_domain', (orm) =>
    orm
      .select()
      .from(shops)
      .where(eq(shops.domain, sql.placeholder('domain'))),
  );

  return {
    async findById(id: string): Promise<ShopRow | undefined> {
      return (await byId({ id }))[0];
    },
    /**
     * Inside a transaction: the shop, read once every other transaction holding a conflicting
     * lock on it has ended, and locked until this one ends (PostgreSQL: `FOR UPDATE` or
     * `FOR SHARE`; SQLite: its one writer at a time already is). `Database.lockShop` without the
     * second round trip of reading the row.
     */
    async findByIdLocked(id: string, strength: 'update' | 'share' = 'update'): Promise<ShopRow | undefined> {
      assertLockable(db, 'findByIdLocked');
      return (await lockedById[strength]({ id }))[0];
    },
    async findByDomain(domain: string): Promise<ShopRow | undefined> {
      return (await byDomain({ domain }))[0];
    },
    async insert(row: NewShopRow): Promise<ShopRow> {
      return (await db.orm().insert(shops).values(row).returning())[0]!;
    },
    async update(id: string, patch: ShopSettingsPatch & { updatedAt: number }): Promise<ShopRow> {
      return (await db.orm().update(shops).set(patch).where(eq(shops.id, id)).returning())[0]!;
    },
    /** Install or reinstall: the shop is active again, with what Shopify says about it. */
    async markInstalled(id: string, patch: ShopInstallPatch): Promise<ShopRow> {
      const rows = await db
        .orm()
        .update(shops)
        .set({ ...patch, status: 'active', uninstalledAt: null, updatedAt: patch.installedAt })
        .where(eq(shops.id, id))
        .returning();
      return rows[0]!;
    },
    async markUninstalled(id: string, now: number): Promise<void> {
      await db
        .orm()
        .update(shops)
        .set({ status: 'uninstalled', uninstalledAt: now, accessTokenEncrypted: null, updatedAt: now })
        .where(eq(shops.id, id));
    },
    /** Shops uninstalled at or before `cutoff` (ms), oldest first: due for erasure. */
    async listUninstalledBefore(cutoff: number, limit: number): Promise<ShopRow[]> {
      return db
        .orm()
        .select()
        .from(shops)
        .where(and(eq(shops.status, 'uninstalled'), lte(shops.uninstalledAt, cutoff)))
        .orderBy(shops.uninstalledAt)
        .limit(limit);
    },
    /** Deletes the shop; every table keyed by `shop_id` follows through ON DELETE CASCADE. */
    async delete(id: string): Promise<void> {
      await db.orm().delete(shops).where(eq(shops.id, id));
    },
  };
}
export type ShopsRepository = ReturnType<typeof createShopsRepository>;
