import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { events } from '../schema/index.js';
import { placeholders, prepared } from './prepared.js';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export function createEventsRepository(db: Database) {
  const { events } = db.tables;
  // Every event-writing change inserts one: prepared (decision 43).
  const insert = prepared(db, 'events_insert', (orm) =>
    orm
      .insert(events)
      .values(placeholders('id', 'shopId', 'type', 'payload', 'createdAt'))
      .returning(),
  );
  return {
    async insert(
      row: Pick<NewEventRow, 'id' | 'shopId' | 'type' | 'payload' | 'createdAt'>,
    ): Promise<EventRow> {
      return (await insert(row))[0]!;
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
