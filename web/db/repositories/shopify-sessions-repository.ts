import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { shopifySessions } from '../schema/index.js';

/**
 * The rows of the `session` table that Shiftbook itself changes. Reading and writing sessions
 * is the Shopify session storage's job; these are the lifecycle edits it has no method for.
 */
export function createShopifySessionsRepository({ orm }: DatabaseHandle) {
  return {
    deleteByShop(shopDomain: string): void {
      orm.delete(shopifySessions).where(eq(shopifySessions.shop, shopDomain)).run();
    },
    updateScopeOfShop(shopDomain: string, scope: string): void {
      orm.update(shopifySessions).set({ scope }).where(eq(shopifySessions.shop, shopDomain)).run();
    },
  };
}
export type ShopifySessionsRepository = ReturnType<typeof createShopifySessionsRepository>;
