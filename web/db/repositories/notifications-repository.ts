import { and, desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { settlementsStatement } from '../postgres/settlements-statement.js';
import type { notifications } from '../schema/index.js';
import type { NotificationSettlement } from './notification-settlement.js';
import { outboxQueue, type QueueableRow } from './outbox-queue.js';
import type { Page } from './page.js';
import { placeholderSet, prepared, preparedByIds } from './prepared.js';
import { writeAlone } from './write-alone.js';

export type { NotificationSettlement } from './notification-settlement.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** What the worker needs to send one email: the row, and its shop's name and managers (null if gone). */
export interface NotificationWork extends NotificationRow {
  shopName: string | null;
  shopDomain: string | null;
  shopManagerEmails: string | null;
}

/** A notification waiting for the queue: its id, when it is due (ms) and the attempts it had. */
export type QueueableNotification = QueueableRow;

export interface NotificationFilter {
  kind?: string | undefined;
  status?: string | undefined;
  staffId?: string | undefined;
  recipient?: string | undefined;
  /** Created at or after (ms). */
  from?: number | undefined;
  /** Created before (ms). */
  to?: number | undefined;
}

/**
 * The email outbox (SPEC §16): the same claim, release and reconcile as webhook deliveries
 * (decision 8), over its own table, so the email relay and the webhook relay never wait for
 * each other.
 */
export function createNotificationsRepository(db: Database) {
  const { notifications: n, shops } = db.tables;

  // The worker's read, once per email: prepared, one statement for a batch of jobs. The shop
  // comes along by a join on its primary key rather than a read of its own per email.
  const workByIds = preparedByIds(db, 'notifications_work', (orm, ids) =>
    orm
      .select({
        ...getTableColumns(n),
        shopName: shops.name,
        shopDomain: shops.domain,
        shopManagerEmails: shops.managerEmails,
      })
      .from(n)
      .leftJoin(shops, eq(shops.id, n.shopId))
      .where(inArray(n.id, ids)),
  );
  // Once per email inside the batch's transaction on SQLite: prepared on its connection.
  const settleOne = prepared(db, 'notifications_settle', (orm) =>
    orm
      .update(n)
      .set(placeholderSet('status', 'attemptCount', 'lastError', 'nextAttemptAt', 'sentAt', 'updatedAt'))
      .where(and(eq(n.id, sql.placeholder('id')), eq(n.status, 'queued'))),
  );

  const filtered = (shopId: string, filter: NotificationFilter): SQL[] => {
    const conditions: SQL[] = [eq(n.shopId, shopId)];
    if (filter.kind) conditions.push(eq(n.kind, filter.kind));
    if (filter.status) conditions.push(eq(n.status, filter.status));
    if (filter.staffId) conditions.push(eq(n.staffId, filter.staffId));
    if (filter.recipient) conditions.push(eq(n.recipient, filter.recipient));
    if (filter.from !== undefined) conditions.push(gte(n.createdAt, filter.from));
    if (filter.to !== undefined) conditions.push(lt(n.createdAt, filter.to));
    return conditions;
  };

  return {
    /** A new queued email; the relays hear of it when the transaction commits. */
    async insert(row: NewNotificationRow): Promise<void> {
      await db.orm().insert(n).values(row);
      await db.announceOutbox('emails');
    },
    /** New queued emails, 200 to a statement (15 columns each, far below either bound on parameters). */
    async insertMany(rows: readonly NewNotificationRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200)
        await db
          .orm()
          .insert(n)
          .values(rows.slice(i, i + 200));
      await db.announceOutbox('emails');
    },
    async findById(shopId: string, id: string): Promise<NotificationRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(n)
        .where(and(eq(n.shopId, shopId), eq(n.id, id)))
        .limit(1);
      return rows[0];
    },
    /**
     * What the worker needs for many emails, whatever their shop, in the order of `ids`
     * (undefined for those gone): one statement per 64 ids, outside any transaction.
     */
    async workMany(ids: readonly string[]): Promise<Array<NotificationWork | undefined>> {
      if (ids.length === 0) return [];
      const byId = new Map((await workByIds(ids)).flat().map((row) => [row.id, row as NotificationWork]));
      return ids.map((id) => byId.get(id));
    },
    /** Newest first; the cursor is a notification id. */
    async list(shopId: string, filter: NotificationFilter, page: Page): Promise<NotificationRow[]> {
      const conditions = filtered(shopId, filter);
      if (page.startingAfter) conditions.push(lt(n.id, page.startingAfter));
      return db
        .orm()
        .select()
        .from(n)
        .where(and(...conditions))
        .orderBy(desc(n.id))
        .limit(page.limit + 1);
    },
    ...outboxQueue(db, n, 'queued'),
    /**
     * A failed notification queued again with a fresh schedule (decision 59): no attempts yet,
     * due now, not claimed, so the relay hands it to the queue like a new one. Only a `failed`
     * row changes; answers it, or undefined when there was none. The relays hear of it on commit.
     */
    async requeueFailed(shopId: string, id: string, now: number): Promise<NotificationRow | undefined> {
      const rows = await db
        .orm()
        .update(n)
        .set({ status: 'queued', attemptCount: 0, nextAttemptAt: now, enqueuedAt: null, updatedAt: now })
        .where(and(eq(n.shopId, shopId), eq(n.id, id), eq(n.status, 'failed')))
        .returning();
      if (rows[0]) await db.announceOutbox('emails');
      return rows[0];
    },
    /** Records an attempt's outcome; only a notification still queued changes. */
    async settle(id: string, state: NotificationSettlement): Promise<void> {
      await this.settleMany([{ id, state }]);
    },
    /**
     * Records many attempts' outcomes at once (the worker's group commit); only notifications
     * still queued change. PostgreSQL: one statement, atomic alone (settlements-statement.ts).
     * SQLite: the prepared update row by row in one transaction, which costs less there than
     * a multi-row statement built and prepared per batch (decision 19).
     */
    async settleMany(
      settlements: ReadonlyArray<{ id: string; state: NotificationSettlement }>,
    ): Promise<void> {
      if (settlements.length === 0) return;
      if (db.dialect === 'postgres') {
        await db.rows(settlementsStatement(settlements));
        return;
      }
      await writeAlone(db, async () => {
        for (const { id, state } of settlements) await settleOne({ id, ...state });
      });
    },
  };
}
