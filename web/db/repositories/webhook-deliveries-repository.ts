import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { webhookAttempts, webhookDeliveries } from '../schema/index.js';
import type { Page } from './page.js';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type NewWebhookAttemptRow = typeof webhookAttempts.$inferInsert;
export type WebhookDeliveryPatch = Partial<
  Pick<WebhookDeliveryRow, 'status' | 'attemptCount' | 'nextAttemptAt' | 'enqueuedAt' | 'updatedAt'>
>;

/** Everything the worker needs for one attempt, read in one query. */
export interface DeliveryWork {
  id: string;
  shopId: string;
  status: string;
  attemptCount: number;
  eventId: string;
  payload: string;
  endpointId: string;
  url: string;
  enabled: number;
  secretEncrypted: string;
  previousSecretEncrypted: string | null;
  previousSecretExpiresAt: number | null;
}

export function createWebhookDeliveriesRepository({ orm, sqlite }: DatabaseHandle) {
  // Two lookups by primary key, not one three-table join: SQLite answers the join about four
  // times slower here (measured in the webhooks benchmark), and this runs once per attempt.
  const deliveryWork = sqlite.prepare<
    [string],
    Pick<DeliveryWork, 'id' | 'shopId' | 'status' | 'attemptCount' | 'eventId' | 'payload' | 'endpointId'>
  >(
    `SELECT d.id AS id, d.shop_id AS shopId, d.status AS status, d.attempt_count AS attemptCount,
            d.event_id AS eventId, (SELECT payload FROM events WHERE id = d.event_id) AS payload,
            d.endpoint_id AS endpointId
       FROM webhook_deliveries d
      WHERE d.id = ?`,
  );
  const endpointWork = sqlite.prepare<
    [string],
    Pick<
      DeliveryWork,
      'url' | 'enabled' | 'secretEncrypted' | 'previousSecretEncrypted' | 'previousSecretExpiresAt'
    >
  >(
    `SELECT url, enabled, secret_encrypted AS secretEncrypted,
            previous_secret_encrypted AS previousSecretEncrypted,
            previous_secret_expires_at AS previousSecretExpiresAt
       FROM webhook_endpoints
      WHERE id = ?`,
  );
  const readWork = (id: string): DeliveryWork | undefined => {
    const delivery = deliveryWork.get(id);
    if (!delivery) return undefined;
    // Read in one transaction (workMany) or not, an endpoint deleted meanwhile took its
    // deliveries with it (cascade): undefined is the right answer either way.
    const endpoint = endpointWork.get(delivery.endpointId);
    return endpoint && { ...delivery, ...endpoint };
  };
  // Never handed to the queue yet (fresh, crashed before enqueue, or retried by hand).
  const unqueued = sqlite
    .prepare<[number], [string, number | null, number]>(
      `SELECT id, next_attempt_at, attempt_count FROM webhook_deliveries
        WHERE status = 'pending' AND enqueued_at IS NULL
        ORDER BY next_attempt_at LIMIT ?`,
    )
    .raw(true);
  // Queued, but overdue: the job may have vanished with Redis.
  const overdue = sqlite
    .prepare<[number, number], [string, number | null, number]>(
      `SELECT id, next_attempt_at, attempt_count FROM webhook_deliveries
        WHERE status = 'pending' AND enqueued_at IS NOT NULL AND next_attempt_at < ?
        ORDER BY next_attempt_at LIMIT ?`,
    )
    .raw(true);
  const markEnqueued = sqlite.prepare<[number, string]>(
    'UPDATE webhook_deliveries SET enqueued_at = ? WHERE id = ?',
  );
  // The worker's writes run once per attempt: prepared once, not rebuilt by the ORM each time.
  const insertAttempt = sqlite.prepare<
    [NewWebhookAttemptRow & { statusCode: number | null; error: string | null }]
  >(
    `INSERT INTO webhook_attempts (id, delivery_id, shop_id, at, status_code, duration_ms, error)
     VALUES (@id, @deliveryId, @shopId, @at, @statusCode, @durationMs, @error)`,
  );
  const settle = sqlite.prepare<
    [{ id: string; status: string; attemptCount: number; nextAttemptAt: number | null; updatedAt: number }]
  >(
    `UPDATE webhook_deliveries
        SET status = @status, attempt_count = @attemptCount, next_attempt_at = @nextAttemptAt, updated_at = @updatedAt
      WHERE id = @id`,
  );
  const statusOf = sqlite.prepare<[string], { status: string }>(
    'SELECT status FROM webhook_deliveries WHERE id = ?',
  );
  const backlog = sqlite.prepare<[], { n: number }>(
    "SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
  );

  return {
    insert(row: NewWebhookDeliveryRow): void {
      orm.insert(webhookDeliveries).values(row).run();
    },
    findById(shopId: string, id: string): WebhookDeliveryRow | undefined {
      return orm
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.shopId, shopId), eq(webhookDeliveries.id, id)))
        .get();
    },
    work(id: string): DeliveryWork | undefined {
      return readWork(id);
    },
    /**
     * `work` for many deliveries in one read transaction: one snapshot and one round of
     * SQLite's locking for the lot, which costs as much as the lookups themselves.
     */
    workMany: sqlite.transaction((ids: readonly string[]) => ids.map(readWork)),
    update(id: string, patch: WebhookDeliveryPatch): void {
      orm.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id)).run();
    },
    unqueued(limit: number): Array<[id: string, nextAttemptAt: number | null, attempts: number]> {
      return unqueued.all(limit);
    },
    overdue(
      before: number,
      limit: number,
    ): Array<[id: string, nextAttemptAt: number | null, attempts: number]> {
      return overdue.all(before, limit);
    },
    markEnqueued(ids: readonly string[], now: number): void {
      sqlite
        .transaction(() => {
          for (const id of ids) markEnqueued.run(now, id);
        })
        .immediate();
    },
    statusOf(id: string): string | undefined {
      return statusOf.get(id)?.status;
    },
    backlog(): number {
      return backlog.get()?.n ?? 0;
    },
    insertAttempt(row: NewWebhookAttemptRow): void {
      insertAttempt.run({ ...row, statusCode: row.statusCode ?? null, error: row.error ?? null });
    },
    /** Records where a delivery stands after an attempt. */
    settle(
      id: string,
      state: { status: string; attemptCount: number; nextAttemptAt: number | null; updatedAt: number },
    ): void {
      settle.run({ id, ...state });
    },
    attemptsOf(deliveryId: string): WebhookAttemptRow[] {
      return orm
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id))
        .all();
    },
    /** Newest first; the cursor is a delivery id. */
    listForEndpoint(endpointId: string, page: Page): WebhookDeliveryRow[] {
      const conditions = [eq(webhookDeliveries.endpointId, endpointId)];
      if (page.startingAfter) conditions.push(lt(webhookDeliveries.id, page.startingAfter));
      return orm
        .select()
        .from(webhookDeliveries)
        .where(and(...conditions))
        .orderBy(desc(webhookDeliveries.id))
        .limit(page.limit + 1)
        .all();
    },
  };
}
export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
