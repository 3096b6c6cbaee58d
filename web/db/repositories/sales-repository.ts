import { and, asc, eq, gte, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { commissions, salesOrders, salesPendingRefunds, salesRefunds } from '../schema/index.js';
import { shopCommissions } from './commissions-repository.js';
import { addingToTallies, type GoalsRepository, TALLY_COLUMNS, type TallyRow } from './goals-repository.js';
import { boundRows, MAX_ROWS, placeholders, prepared, preparedRows, rowPlaceholders } from './prepared.js';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type NewSalesOrderRow = typeof salesOrders.$inferInsert;
export type SalesRefundRow = typeof salesRefunds.$inferSelect;
export type NewSalesRefundRow = typeof salesRefunds.$inferInsert;
export type PendingRefundRow = typeof salesPendingRefunds.$inferSelect;
export type OrderCommissionRow = typeof commissions.$inferSelect;

/** The columns an order's commission row gives: every one but `goal_month`. */
const ORDER_COMMISSION_COLUMNS = [
  'id',
  'shopId',
  'staffId',
  'saleAmountCents',
  'rateBp',
  'amountCents',
  'lines',
  'occurredAt',
  'source',
  'reference',
  'orderId',
  'refundId',
  'reversalOf',
  'finalizedRunId',
  'createdAt',
] as const;
export type OrderCommissionInsert = Pick<
  typeof commissions.$inferInsert,
  (typeof ORDER_COMMISSION_COLUMNS)[number]
>;

function oldestFirst(rows: PendingRefundRow[]): PendingRefundRow[] {
  return rows.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Orders and refunds of the shop's Shopify sales (SPEC §12), and the commissions of an order.
 * `goals`: where SQLite (and a large order) writes a new order's tallies.
 */
export function createSalesRepository(db: Database, goals: Pick<GoalsRepository, 'addTallyRows'>) {
  const { salesOrders, salesRefunds, salesPendingRefunds, commissions, salesMonthTallies } = db.tables;
  // Every paid order is offered once or more: prepared, every column given.
  const orderIfAbsent = prepared(db, 'sales_orders_insert_if_absent', (orm) =>
    orm
      .insert(salesOrders)
      .values(
        placeholders(
          'id',
          'shopId',
          'shopifyOrderId',
          'name',
          'processedAt',
          'locationId',
          'netCents',
          'shares',
          'shopifyUpdatedAt',
          'tips',
          'lineFacts',
          'createdAt',
          'updatedAt',
        ),
      )
      .onConflictDoNothing({ target: [salesOrders.shopId, salesOrders.shopifyOrderId] })
      .returning(),
  );
  // Run for every new order, to take the refunds that came before it: prepared too.
  const pendingTaken = prepared(db, 'sales_pending_refunds_take', (orm) =>
    orm
      .delete(salesPendingRefunds)
      .where(
        and(
          eq(salesPendingRefunds.shopId, sql.placeholder('shopId')),
          eq(salesPendingRefunds.shopifyOrderId, sql.placeholder('shopifyOrderId')),
        ),
      )
      .returning(),
  );
  // Every new order writes its commissions: prepared, one statement for all of them.
  const commissionRows = preparedRows(db, 'commissions_insert_rows', ORDER_COMMISSION_COLUMNS, (orm, rows) =>
    orm.insert(commissions).values(rows),
  );
  // PostgreSQL: a new order's commissions and month tallies written and its pending refunds
  // taken in one statement, one round trip, prepared per number of commissions and of tallies.
  // The take is the statement's main query, so its snapshot starts after the order's insert
  // ended, as a statement of its own would (record-refund.ts's lock argument).
  const newOrderStatements = new Map<
    string,
    (values: Record<string, unknown>) => Promise<PendingRefundRow[]>
  >();
  const newOrderStatement = (commissionCount: number, tallyCount: number) => {
    const key = `${commissionCount}_${tallyCount}`;
    let statement = newOrderStatements.get(key);
    if (!statement) {
      const issuedRows = rowPlaceholders(ORDER_COMMISSION_COLUMNS, commissionCount, 'c_');
      const talliedRows = rowPlaceholders(TALLY_COLUMNS, tallyCount, 't_');
      statement = prepared(db, `sales_new_order_${key}`, (orm) => {
        const writes = [
          ...(commissionCount
            ? [orm.$with('issued').as(orm.insert(commissions).values(issuedRows) as never)]
            : []),
          ...(tallyCount
            ? [orm.$with('tallied').as(addingToTallies(orm, salesMonthTallies, talliedRows) as never)]
            : []),
        ];
        return orm
          .with(...writes)
          .delete(salesPendingRefunds)
          .where(
            and(
              eq(salesPendingRefunds.shopId, sql.placeholder('shopId')),
              eq(salesPendingRefunds.shopifyOrderId, sql.placeholder('shopifyOrderId')),
            ),
          )
          .returning();
      });
      newOrderStatements.set(key, statement);
    }
    return statement;
  };
  /** An order's commissions of one kind (`which`), oldest first. */
  const commissionsOfOrder = (shopId: string, shopifyOrderId: string, which: SQL) =>
    // A goal bonus names the order that reached the goal but is no commission of it (SPEC §18):
    // no attribution change or refund takes it back.
    shopCommissions(
      db,
      shopId,
      eq(commissions.orderId, shopifyOrderId),
      which,
      ne(commissions.source, 'goal_bonus'),
    ).orderBy(asc(commissions.createdAt), asc(commissions.id));
  return {
    async findOrder(shopId: string, shopifyOrderId: string): Promise<SalesOrderRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(salesOrders)
        .where(and(eq(salesOrders.shopId, shopId), eq(salesOrders.shopifyOrderId, shopifyOrderId)))
        .limit(1);
      return rows[0];
    },
    /**
     * Inserts the order unless the shop has it already: the unique index decides, so of two
     * deliveries racing on any instances one inserts and the other (which waits for it) gets
     * undefined.
     */
    async insertOrderIfAbsent(row: Omit<SalesOrderRow, 'monthTallied'>): Promise<SalesOrderRow | undefined> {
      return (await orderIfAbsent({ ...row }))[0];
    },
    async updateOrder(
      id: string,
      patch: Partial<
        Pick<
          SalesOrderRow,
          'netCents' | 'shares' | 'locationId' | 'name' | 'shopifyUpdatedAt' | 'tips' | 'lineFacts'
        >
      > &
        Pick<SalesOrderRow, 'updatedAt'>,
    ): Promise<void> {
      await db.orm().update(salesOrders).set(patch).where(eq(salesOrders.id, id));
    },
    async findRefund(shopId: string, shopifyRefundId: string): Promise<SalesRefundRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(salesRefunds)
        .where(and(eq(salesRefunds.shopId, shopId), eq(salesRefunds.shopifyRefundId, shopifyRefundId)))
        .limit(1);
      return rows[0];
    },
    async insertRefund(row: NewSalesRefundRow): Promise<void> {
      await db.orm().insert(salesRefunds).values(row);
    },
    /**
     * Keeps a refund whose order is not recorded yet; a refund kept already (delivered again, or
     * read by the import) stays as it was.
     */
    async keepPendingRefund(row: PendingRefundRow): Promise<void> {
      await db
        .orm()
        .insert(salesPendingRefunds)
        .values(row)
        .onConflictDoNothing({ target: [salesPendingRefunds.shopId, salesPendingRefunds.shopifyRefundId] });
    },
    /**
     * Deletes and answers the refunds kept for an order (by its Shopify id) until it was
     * recorded, oldest first, so the caller applies them in the transaction that recorded it.
     */
    async takePendingRefunds(shopId: string, shopifyOrderId: string): Promise<PendingRefundRow[]> {
      return oldestFirst(await pendingTaken({ shopId, shopifyOrderId }));
    },
    /**
     * A new order's commissions and month tally rows (`tallyRowsOf`) written, then its pending
     * refunds taken (`takePendingRefunds`): one statement on PostgreSQL, three on SQLite, where a
     * statement costs no round trip.
     */
    async writeNewOrder(
      rows: readonly OrderCommissionInsert[],
      tallies: readonly TallyRow[],
      shopId: string,
      shopifyOrderId: string,
    ): Promise<PendingRefundRow[]> {
      const oneStatement =
        db.dialect === 'postgres' &&
        rows.length + tallies.length > 0 &&
        rows.length <= MAX_ROWS &&
        tallies.length <= MAX_ROWS;
      if (!oneStatement) {
        await this.insertCommissions(rows);
        await goals.addTallyRows(tallies);
        return this.takePendingRefunds(shopId, shopifyOrderId);
      }
      const values = {
        ...boundRows(ORDER_COMMISSION_COLUMNS, rows, 'c_'),
        ...boundRows(TALLY_COLUMNS, tallies, 't_'),
        shopId,
        shopifyOrderId,
      };
      return oldestFirst(await newOrderStatement(rows.length, tallies.length)(values));
    },
    /** The order's commissions other than refund clawbacks: its issues and their reversals. */
    issuedCommissions(shopId: string, shopifyOrderId: string): Promise<OrderCommissionRow[]> {
      return commissionsOfOrder(shopId, shopifyOrderId, isNull(commissions.refundId));
    },
    /** The order's refund clawbacks and their reversals. */
    refundCommissions(shopId: string, shopifyOrderId: string): Promise<OrderCommissionRow[]> {
      return commissionsOfOrder(shopId, shopifyOrderId, isNotNull(commissions.refundId));
    },
    /** The refunds of a recorded order (`orderId`: the sales order row's id), oldest first. */
    async refundsOf(shopId: string, orderId: string): Promise<SalesRefundRow[]> {
      return db
        .orm()
        .select()
        .from(salesRefunds)
        .where(and(eq(salesRefunds.shopId, shopId), eq(salesRefunds.orderId, orderId)))
        .orderBy(asc(salesRefunds.createdAt), asc(salesRefunds.id));
    },
    /** Commissions of orders: issues, reversals and clawbacks (not goal bonuses, which have a month). */
    async insertCommissions(rows: readonly OrderCommissionInsert[]): Promise<void> {
      await commissionRows(rows);
    },
    /** Orders processed in [from, to) (UTC ms): their instant and net, for the daily report. */
    async ordersProcessedIn(shopId: string, from: number, to: number) {
      return db
        .orm()
        .select({ processedAt: salesOrders.processedAt, netCents: salesOrders.netCents })
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.shopId, shopId),
            gte(salesOrders.processedAt, from),
            lt(salesOrders.processedAt, to),
          ),
        );
    },
    /**
     * Up to `limit` orders processed in [from, to) (UTC ms) after `after`, by processed time
     * then id (a key the index `sales_orders_shop_processed` walks): what a rule preview reads
     * page by page (decision 71).
     */
    async orderPageProcessedIn(
      shopId: string,
      range: { from: number; to: number },
      after: { processedAt: number; id: string } | null,
      limit: number,
    ) {
      return db
        .orm()
        .select({
          id: salesOrders.id,
          processedAt: salesOrders.processedAt,
          shares: salesOrders.shares,
          lineFacts: salesOrders.lineFacts,
        })
        .from(salesOrders)
        .where(
          and(
            eq(salesOrders.shopId, shopId),
            // The index on (shop, processed_at) starts each page where the last one ended; the row
            // value then drops the orders of that same instant already read.
            gte(
              salesOrders.processedAt,
              after === null ? range.from : Math.max(range.from, after.processedAt),
            ),
            lt(salesOrders.processedAt, range.to),
            after === null
              ? undefined
              : sql`(${salesOrders.processedAt}, ${salesOrders.id}) > (${after.processedAt}, ${after.id})`,
          ),
        )
        .orderBy(asc(salesOrders.processedAt), asc(salesOrders.id))
        .limit(limit);
    },
    /** Refunds created in [from, to) (UTC ms). */
    async refundsCreatedIn(shopId: string, from: number, to: number) {
      return db
        .orm()
        .select({ createdAt: salesRefunds.createdAt, subtotalCents: salesRefunds.subtotalCents })
        .from(salesRefunds)
        .where(
          and(
            eq(salesRefunds.shopId, shopId),
            gte(salesRefunds.createdAt, from),
            lt(salesRefunds.createdAt, to),
          ),
        );
    },
  };
}
export type SalesRepository = ReturnType<typeof createSalesRepository>;
