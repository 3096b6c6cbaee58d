import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

/**
 * One email per cause and recipient (SPEC §16), written in the transaction of its cause and
 * sent by the email worker: this table, not Redis, says what is still to be sent (the webhook
 * outbox's rules, decision 8).
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    /** The staff member it concerns; null for `manager` emails. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * What the template needs to render the message, as JSON sealed with the app key: a
     * sign-in link's token must reach the worker but never rest in clear.
     */
    payloadSealed: text('payload_sealed').notNull(),
    /** `queued`, `sent` or `failed`. */
    status: text('status').notNull().default('queued'),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastError: text('last_error'),
    /** When the next attempt is due (ms); null once settled. */
    nextAttemptAt: integer('next_attempt_at'),
    /** When the relay last handed it to the queue (ms); null until then. */
    enqueuedAt: integer('enqueued_at'),
    sentAt: integer('sent_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('notifications_shop_created').on(t.shopId, t.createdAt, t.id),
    index('notifications_due').on(t.status, t.enqueuedAt, t.nextAttemptAt),
  ],
);
