import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { attemptsStatement } from '../postgres/attempts-statement.js';
import type { webhookAttempts, webhookDeliveries } from '../schema/index.js';
import type { AttemptWrite, DeliverySettlement } from './attempt-write.js';
import { outboxQueue, type QueueableRow } from './outbox-queue.js';
import type { Page } from './page.js';
import { placeholderSet, placeholders, prepared, preparedByIds } from './prepared.js';

export type { AttemptWrite, DeliverySettlement } from './attempt-write.js';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type NewWebhookAttemptRow = typeof webhookAttempts.$inferInsert;
export type WebhookDeliveryPatch = Partial<
  Pick<WebhookDeliveryRow, 'status' | 'attemptCount' | 'nextAttemptAt' | 'enqueuedAt' | 'updatedAt'>
>;

/** Everything the worker needs for one attempt. */
export interface DeliveryWork {
  id: string;
  shopId: string;
  status: string;
  attemptCount: number;
  eventId: string;
  payload: string;
  endpointId: string;
  url: string;
  enabled: boolean;
  secretEncrypted: string;
  previousSecretEncrypted: string | null;
  previousSecretExpiresAt: number | null;
}

/** PostgreSQL's select builder, seen through the SQLite type queries are written against. */
/** A delivery waiting for the queue: its id, when it is due (ms) and the attempts it had. */
export type QueueableDelivery = QueueableRow;

export function createWebhookDeliveriesRepository(db: Database) {
  const { events, webhookAttempts, webhookDeliveries: d, webhookEndpoints } = db.tables;
  // Every event-writing change inserts one per endpoint: prepared (decision 43).
  const insert = prepared(db, 'webhook_deliveries_insert', (orm) =>
    orm
      .insert(d)
      .values(
        placeholders(
          'id',
          'shopId',
          'endpointId',
          'eventId',
          'eventType',
          'nextAttemptAt',
          'createdAt',
          'updatedAt',
        ),
      ),
  );
  // Once per attempt, inside the group commit's transaction: prepared on its connection.
  const settle = prepared(db, 'webhook_deliveries_settle', (orm) =>
    orm
      .update(d)
      .set(placeholderSet('status', 'attemptCount', 'nextAttemptAt', 'updatedAt'))
      .where(eq(d.id, sql.placeholder('id'))),
  );

  // The worker's reads, once per delivery: prepared, two statements for a whole batch.
  const deliveriesByIds = preparedByIds(db, 'webhook_deliveries_work', (orm, ids) =>
    orm
      .select({
        id: d.id,
        shopId: d.shopId,
        status: d.status,
        attemptCount: d.attemptCount,
        eventId: d.eventId,
        payload: sql<string>`(SELECT ${events.payload} FROM ${events} WHERE ${events.id} = ${d.eventId})`,
        endpointId: d.endpointId,
      })
      .from(d)
      .where(inArray(d.id, ids)),
  );
  const endpointsByIds = preparedByIds(db, 'webhook_endpoints_work', (orm, ids) =>
    orm
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        enabled: webhookEndpoints.enabled,
        secretEncrypted: webhookEndpoints.secretEncrypted,
        previousSecretEncrypted: webhookEndpoints.previousSecretEncrypted,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, ids)),
  );
  // Once per attempt, inside the group commit's transaction: prepared on its connection.
  const insertAttempt = prepared(db, 'webhook_attempts_insert', (orm) =>
    orm
      .insert(webhookAttempts)
      .values(placeholders('id', 'deliveryId', 'shopId', 'at', 'statusCode', 'durationMs', 'error')),
  );

  const writeAttempt = (row: NewWebhookAttemptRow) =>
    insertAttempt({ ...row, statusCode: row.statusCode ?? null, error: row.error ?? null });

  /**
   * The work of many deliveries in two statements: the deliveries (the payload through a
   * scalar subquery), then their endpoints, both by primary key. SQLite answered a
   * three-table join about four times slower than lookups (decision 19), and one statement
   * for a batch takes SQLite's locks once and costs PostgreSQL one round trip.
   */
  const readWork = async (ids: readonly string[]): Promise<Array<DeliveryWork | undefined>> => {
    if (ids.length === 0) return [];
    const deliveries = (await deliveriesByIds(ids)).flat();
    const endpointIds = [...new Set(deliveries.map((delivery) => delivery.endpointId))];
    const endpoints = new Map(
      (await endpointsByIds(endpointIds)).flat().map(({ id, ...rest }) => [id, rest]),
    );
    const byId = new Map(deliveries.map((delivery) => [delivery.id, delivery]));
    return ids.map((id) => {
      const delivery = byId.get(id);
      // An endpoint deleted between the two reads took its deliveries with it (cascade):
      // undefined is the right answer either way.
      const endpoint = delivery && endpoints.get(delivery.endpointId);
      return delivery && endpoint && { ...delivery, ...endpoint };
    });
  };

  const queueable = (rows: Array<{ id: string; nextAttemptAt: number | null; attemptCount: number }>) =>
    rows.map((row): QueueableDelivery => [row.id, row.nextAttemptAt, row.attemptCount]);

  return {
    /** A new pending delivery; the relays hear of it when the transaction commits. */
    async insert(
      row: Pick<
        NewWebhookDeliveryRow,
        'id' | 'shopId' | 'endpointId' | 'eventId' | 'eventType' | 'nextAttemptAt' | 'createdAt' | 'updatedAt'
      >,
    ): Promise<void> {
      await insert(row);
      await db.announceOutbox('webhooks');
    },
    async findById(shopId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(d)
        .where(and(eq(d.shopId, shopId), eq(d.id, id)))
        .limit(1);
      return rows[0];
    },
    async work(id: string): Promise<DeliveryWork | undefined> {
      return (await readWork([id]))[0];
    },
    /** `work` for many deliveries at once, in the order of `ids` (undefined for those gone). */
    workMany(ids: readonly string[]): Promise<Array<DeliveryWork | undefined>> {
      return readWork(ids);
    },
    /** A patch that sets `enqueuedAt` to null (a manual retry) hands the delivery to the relays again. */
    async update(id: string, patch: WebhookDeliveryPatch): Promise<void> {
      await db.orm().update(d).set(patch).where(eq(d.id, id));
      if (patch.enqueuedAt === null) await db.announceOutbox('webhooks');
    },
    /** Never handed to the queue yet (fresh, crashed before enqueue, or retried by hand). */
    async unqueued(limit: number): Promise<QueueableDelivery[]> {
      const rows = await db
        .orm()
        .select({ id: d.id, nextAttemptAt: d.nextAttemptAt, attemptCount: d.attemptCount })
        .from(d)
        .where(and(eq(d.status, 'pending'), isNull(d.enqueuedAt)))
        .orderBy(asc(d.nextAttemptAt))
        .limit(limit);
      return queueable(rows);
    },
    ...outboxQueue(db, d, 'pending'),
    /** Deliveries of every shop not settled yet (the CLI's `status`). */
    async backlog(): Promise<number> {
      const rows = await db.orm().select({ n: count() }).from(d).where(eq(d.status, 'pending'));
      return rows[0]?.n ?? 0;
    },
    /** Inside the caller's transaction. */
    async insertAttempt(row: NewWebhookAttemptRow): Promise<void> {
      await writeAttempt(row);
    },
    /** Records where a delivery stands after an attempt; inside the caller's transaction. */
    async settle(id: string, state: DeliverySettlement): Promise<void> {
      await settle({ id, ...state });
    },
    /**
     * The worker's group commit: many attempts, their deliveries' new state and any endpoint
     * they disable, in one transaction (a savepoint inside the caller's). A commit costs
     * several times an attempt's own writes, so sharing one is what keeps the worker fast. On
     * PostgreSQL a batch that disables no endpoint is one statement (attempts-statement.ts).
     */
    async recordAttempts(writes: readonly AttemptWrite[]): Promise<void> {
      if (writes.length === 0) return;
      if (db.dialect === 'postgres' && !writes.some((write) => write.disableEndpoint)) {
        await db.rows(attemptsStatement(writes));
        return;
      }
      // Row by row through prepared statements: on SQLite that is about twice as fast as one
      // multi-row INSERT, which drizzle builds and SQLite prepares anew for every batch.
      await db.transaction(async () => {
        for (const { attempt, delivery, disableEndpoint } of writes) {
          await writeAttempt(attempt);
          await settle({ id: attempt.deliveryId, ...delivery });
          if (disableEndpoint)
            await db
              .orm()
              .update(webhookEndpoints)
              .set({
                enabled: false,
                disabledReason: disableEndpoint.reason,
                updatedAt: disableEndpoint.updatedAt,
              })
              .where(eq(webhookEndpoints.id, disableEndpoint.id));
        }
      });
    },
    async attemptsOf(deliveryId: string): Promise<WebhookAttemptRow[]> {
      return db
        .orm()
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
    },
    /** Newest first; the cursor is a delivery id. */
    async listForEndpoint(endpointId: string, page: Page): Promise<WebhookDeliveryRow[]> {
      const conditions = [eq(d.endpointId, endpointId)];
      if (page.startingAfter) conditions.push(lt(d.id, page.startingAfter));
      return db
        .orm()
        .select()
        .from(d)
        .where(and(...conditions))
        .orderBy(desc(d.id))
        .limit(page.limit + 1);
    },
  };
}
export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
