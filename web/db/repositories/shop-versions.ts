import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';

/** The counters on a shop's row that instances key what they keep of the shop by (decisions 72, 75). */
export type ShopVersion = 'rulesVersion' | 'staffVersion' | 'catalogVersion';

/**
 * Moves one of the shop's versions in the caller's transaction, so that every instance drops
 * what it kept under the old one at the next order that reads the shop row.
 */
export async function moveShopVersion(db: Database, shopId: string, version: ShopVersion): Promise<void> {
  const { shops } = db.tables;
  await db
    .orm()
    .update(shops)
    .set({ [version]: sql`${shops[version]} + 1` })
    .where(eq(shops.id, shopId));
}
