import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { events } from '../schema/index.js';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export function createEventsRepository(db: Database) {
  const { events } = db.tables;
  return {
    async insert(row: NewEventRow): Promise<EventRow> {
      return (await db.orm().insert(events).values(row).returning())[0]!;
    },
    async listForShop(shopId: string, type?: string): Promise<EventRow[]> {
      const conditions = [eq(events.shopId, shopId)];
      if (type) conditions.push(eq(events.type, type));
      return db
        .orm()
        .select()
        .from(events)
        .where(and(...conditions))
        .orderBy(asc(events.createdAt), asc(events.id));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
