import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { webhookEndpoints } from '../schema/index.js';
import type { Page } from './page.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpointRow = typeof webhookEndpoints.$inferInsert;
export type WebhookEndpointPatch = Partial<Omit<WebhookEndpointRow, 'id' | 'shopId' | 'createdAt'>>;

export function createWebhookEndpointsRepository({ orm, sqlite }: DatabaseHandle) {
  const subscribed = sqlite.prepare<[string, string], { id: string }>(
    `SELECT id FROM webhook_endpoints
      WHERE shop_id = ? AND enabled = 1 AND EXISTS (SELECT 1 FROM json_each(events) WHERE value = ?)`,
  );
  return {
    findById(shopId: string, id: string): WebhookEndpointRow | undefined {
      return orm
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.id, id)))
        .get();
    },
    insert(row: NewWebhookEndpointRow): WebhookEndpointRow {
      return orm.insert(webhookEndpoints).values(row).returning().get();
    },
    update(id: string, patch: WebhookEndpointPatch): WebhookEndpointRow {
      return orm.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning().get();
    },
    delete(id: string): void {
      orm.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).run();
    },
    countByShop(shopId: string): number {
      return (
        orm.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.shopId, shopId)).get()
          ?.n ?? 0
      );
    },
    /** Ids of the shop's enabled endpoints subscribed to `type`. */
    subscribedTo(shopId: string, type: string): string[] {
      return subscribed.all(shopId, type).map((row) => row.id);
    },
    disableAllOfShop(shopId: string, reason: string, now: number): void {
      orm
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: now })
        .where(eq(webhookEndpoints.shopId, shopId))
        .run();
    },
    list(shopId: string, page: Page): WebhookEndpointRow[] {
      const conditions = [eq(webhookEndpoints.shopId, shopId)];
      if (page.startingAfter) conditions.push(gt(webhookEndpoints.id, page.startingAfter));
      return orm
        .select()
        .from(webhookEndpoints)
        .where(and(...conditions))
        .orderBy(asc(webhookEndpoints.id))
        .limit(page.limit + 1)
        .all();
    },
  };
}
export type WebhookEndpointsRepository = ReturnType<typeof createWebhookEndpointsRepository>;
