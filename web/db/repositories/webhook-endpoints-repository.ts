import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { webhookEndpoints } from '../schema/index.js';
import type { Page } from './page.js';
import { prepared } from './prepared.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpointRow = typeof webhookEndpoints.$inferInsert;
export type WebhookEndpointPatch = Partial<Omit<WebhookEndpointRow, 'id' | 'shopId' | 'createdAt'>>;

export function createWebhookEndpointsRepository(db: Database) {
  const { webhookEndpoints } = db.tables;
  // Runs in every transaction that writes an outbox event.
  const enabledOfShop = prepared(db, 'webhook_endpoints_enabled_of_shop', (orm) =>
    orm
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.shopId, sql.placeholder('shopId')), eq(webhookEndpoints.enabled, true))),
  );

  return {
    async findById(shopId: string, id: string): Promise<WebhookEndpointRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewWebhookEndpointRow): Promise<WebhookEndpointRow> {
      return (await db.orm().insert(webhookEndpoints).values(row).returning())[0]!;
    },
    async update(id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpointRow> {
      const rows = await db
        .orm()
        .update(webhookEndpoints)
        .set(patch)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return rows[0]!;
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },
    async countByShop(shopId: string): Promise<number> {
      const rows = await db
        .orm()
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.shopId, shopId));
      return rows[0]?.n ?? 0;
    },
    /**
     * Ids of the shop's enabled endpoints subscribed to `type`. The event list is a JSON array
     * in a text column; a shop has few endpoints, so it is read here rather than by a JSON
     * function of each database's own.
     */
    async subscribedTo(shopId: string, type: string): Promise<string[]> {
      const rows = await enabledOfShop({ shopId });
      return rows.filter((row) => (JSON.parse(row.events) as unknown[]).includes(type)).map((row) => row.id);
    },
    async disableAllOfShop(shopId: string, reason: string, now: number): Promise<void> {
      await db
        .orm()
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: now })
        .where(eq(webhookEndpoints.shopId, shopId));
    },
    async list(shopId: string, page: Page): Promise<WebhookEndpointRow[]> {
      const conditions = [eq(webhookEndpoints.shopId, shopId)];
      if (page.startingAfter) conditions.push(gt(webhookEndpoints.id, page.startingAfter));
      return db
        .orm()
        .select()
        .from(webhookEndpoints)
        .where(and(...conditions))
        .orderBy(asc(webhookEndpoints.id))
        .limit(page.limit + 1);
    },
  };
}
export type WebhookEndpointsRepository = ReturnType<typeof createWebhookEndpointsRepository>;
