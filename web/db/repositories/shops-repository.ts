import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { shops } from '../schema/index.js';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ShopSettingsPatch = Partial<
  Pick<ShopRow, 'timezone' | 'weekStart' | 'overtimeRule' | 'plan' | 'name'>
>;

export function createShopsRepository({ orm }: DatabaseHandle) {
  return {
    findById(id: string): ShopRow | undefined {
      return orm.select().from(shops).where(eq(shops.id, id)).get();
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
  };
}
export type ShopsRepository = ReturnType<typeof createShopsRepository>;
