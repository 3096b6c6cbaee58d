import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { events } from '../schema/index.js';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export function createEventsRepository({ orm }: DatabaseHandle) {
  return {
    insert(row: NewEventRow): EventRow {
      return orm.insert(events).values(row).returning().get();
    },
    listForShop(shopId: string, type?: string): EventRow[] {
      const conditions = [eq(events.shopId, shopId)];
      if (type) conditions.push(eq(events.type, type));
      return orm
        .select()
        .from(events)
        .where(and(...conditions))
        .orderBy(asc(events.createdAt), asc(events.id))
        .all();
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
