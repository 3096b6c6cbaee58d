import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';

/**
 * The rows of the `session` table that Shiftbook itself changes. Reading and writing sessions
 * is the Shopify session storage's job (web/db/shopify-session-storage.ts); these are the
 * lifecycle edits it has no method for.
 */
export function createShopifySessionsRepository(db: Database) {
  const { shopifySessions } = db.tables;
  return {
    async deleteByShop(shopDomain: string): Promise<void> {
      await db.orm().delete(shopifySessions).where(eq(shopifySessions.shop, shopDomain));
    },
    async updateScopeOfShop(shopDomain: string, scope: string): Promise<void> {
      await db.orm().update(shopifySessions).set({ scope }).where(eq(shopifySessions.shop, shopDomain));
    },
  };
}
export type ShopifySessionsRepository = ReturnType<typeof createShopifySessionsRepository>;
