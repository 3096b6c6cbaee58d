import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { events } from './events.js';
import { shopIdColumn } from './shop-owned.js';
import { webhookEndpoints } from './webhook-endpoints.js';

/**
 * One delivery per event per subscribed endpoint, written in the transaction of the change.
 * This table, not Redis, says what is still to be delivered.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** `pending`, `succeeded` or `failed`. */
    status: text('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the next attempt is due (ms); null once the delivery is settled. */
    nextAttemptAt: integer('next_attempt_at'),
    /** When the relay last handed it to the queue (ms); null until then. */
    enqueuedAt: integer('enqueued_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
  ],
);

export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    shopId: shopIdColumn(),
    at: integer('at').notNull(),
    /** Null when no HTTP answer came (timeout, refused, blocked address). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.at)],
);
