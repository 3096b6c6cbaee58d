import { and, eq, lte, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { shops } from '../schema/index.js';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ShopSettingsPatch = Partial<
  Pick<ShopRow, 'timezone' | 'weekStart' | 'overtimeRule' | 'plan' | 'name'>
>;

export type ShopInstallPatch = Partial<Pick<ShopRow, 'name' | 'timezone' | 'currency' | 'plan'>> & {
  installedAt: number;
};

export function createShopsRepository({ orm }: DatabaseHandle) {
  // Every API request loads its shop: prepared once, since building and preparing the query on
  // each call cost more than the rest of a weekly summary's SQL (bench/README.md).
  const byId = orm
    .select()
    .from(shops)
    .where(eq(shops.id, sql.placeholder('id')))
    .prepare();

  return {
    findById(id: string): ShopRow | undefined {
      return byId.get({ id });
    },
    findByDomain(domain: string): ShopRow | undefined {
      return orm.select().from(shops).where(eq(shops.domain, domain)).get();
    },
    insert(row: NewShopRow): ShopRow {
      return orm.insert(shops).values(row).returning().get();
    },
    update(id: string, patch: ShopSettingsPatch & { updatedAt: number }): ShopRow {
      return orm.update(shops).set(patch).where(eq(shops.id, id)).returning().get();
    },
    /** Install or reinstall: the shop is active again, with what Shopify says about it. */
    markInstalled(id: string, patch: ShopInstallPatch): ShopRow {
      return orm
        .update(shops)
        .set({ ...patch, status: 'active', uninstalledAt: null, updatedAt: patch.installedAt })
        .where(eq(shops.id, id))
        .returning()
        .get();
    },
    markUninstalled(id: string, now: number): void {
      orm
        .update(shops)
        .set({ status: 'uninstalled', uninstalledAt: now, accessTokenEncrypted: null, updatedAt: now })
        .where(eq(shops.id, id))
        .run();
    },
    /** Shops uninstalled at or before `cutoff` (ms), oldest first: due for erasure. */
    listUninstalledBefore(cutoff: number, limit: number): ShopRow[] {
      return orm
        .select()
        .from(shops)
        .where(and(eq(shops.status, 'uninstalled'), lte(shops.uninstalledAt, cutoff)))
        .orderBy(shops.uninstalledAt)
        .limit(limit)
        .all();
    },
    /** Deletes the shop; every table keyed by `shop_id` follows through ON DELETE CASCADE. */
    delete(id: string): void {
      orm.delete(shops).where(eq(shops.id, id)).run();
    },
  };
}
export type ShopsRepository = ReturnType<typeof createShopsRepository>;
