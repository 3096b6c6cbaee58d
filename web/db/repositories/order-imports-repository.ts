import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { orderImports } from '../schema/index.js';
import { writeAlone } from './write-alone.js';

export type OrderImportRow = typeof orderImports.$inferSelect;
export type NewOrderImportRow = typeof orderImports.$inferInsert;

/** What a committed page changes: the counts grow by these, the cursor moves on. */
export interface OrderImportAdvance {
  cursor: string | null;
  orders: number;
  refunds: number;
  skipped: number;
  /** Null while pages remain; the last page's commit sets it with status `done`. */
  finishedAt: number | null;
  leaseUntil: number;
}

/** How a runner hands an import back: free again at `leaseUntil`, or settled as failed. */
export type OrderImportRelease =
  | { kind: 'pause'; leaseUntil: number | null }
  | { kind: 'retry'; leaseUntil: number; error: string }
  | { kind: 'fail'; finishedAt: number; error: string };

/**
 * The imports of past orders (decision 33). Claims are conditional updates, as the outbox
 * relay's are (decisions 8 and 24): whichever runner's update matches first holds the import,
 * and every later write of that runner names it as owner, so a runner whose lease was taken
 * over writes nothing more.
 */
export function createOrderImportsRepository(db: Database) {
  const { orderImports: t, shops } = db.tables;
  /** Running and not held: never claimed, released, or its holder's lease ran out. */
  const free = (now: number): SQL =>
    and(eq(t.status, 'running'), or(isNull(t.leaseUntil), lte(t.leaseUntil, now)))!;

  return {
    async findByShop(shopId: string): Promise<OrderImportRow | undefined> {
      const rows = await db.orm().select().from(t).where(eq(t.shopId, shopId)).limit(1);
      return rows[0];
    },
    /** Inside the caller's transaction (install, `app/scopes_update`); a shop's second insert does nothing. */
    async insert(row: NewOrderImportRow): Promise<void> {
      await db.orm().insert(t).values(row).onConflictDoNothing();
    },
    /** Starts the shop's import over from its first page; inside the caller's transaction. */
    async restart(shopId: string, since: number, startedAt: number): Promise<void> {
      await db
        .orm()
        .update(t)
        .set({
          status: 'running',
          since,
          cursor: null,
          ordersImported: 0,
          refundsImported: 0,
          ordersSkipped: 0,
          failures: 0,
          error: null,
          startedAt,
          finishedAt: null,
          owner: null,
          leaseUntil: null,
        })
        .where(eq(t.shopId, shopId));
    },
    /**
     * Shops whose import waits for a runner, of installed shops only: never-claimed ones first
     * (a new shop starts within seconds), then the ones released longest ago, so a long import
     * handed back after its slice of pages lets the others take turns.
     */
    async dueShopIds(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .orm()
        .select({ shopId: t.shopId })
        .from(t)
        .innerJoin(shops, eq(shops.id, t.shopId))
        .where(and(free(now), eq(shops.status, 'active')))
        .orderBy(asc(sql`coalesce(${t.leaseUntil}, 0)`), asc(t.startedAt))
        .limit(limit);
      return rows.map((row) => row.shopId);
    },
    /** Takes the import for `owner` until `leaseUntil` if it is still free; answers it, or undefined. */
    async claim(shopId: string, owner: string, now: number, leaseUntil: number) {
      const rows = await writeAlone(db, () =>
        db
          .orm()
          .update(t)
          .set({ owner, leaseUntil })
          .where(and(eq(t.shopId, shopId), free(now)))
          .returning(),
      );
      return rows[0];
    },
    /**
     * Records a page inside the caller's transaction, only while `owner` still holds the import
     * at `cursor` (the one its page was read after). Answers false when it does not: the
     * caller must then roll back, so a runner whose lease was taken over imports nothing.
     */
    async advance(shopId: string, owner: string, cursor: string | null, page: OrderImportAdvance) {
      const rows = await db
        .orm()
        .update(t)
        .set({
          cursor: page.cursor,
          ordersImported: sql`${t.ordersImported} + ${page.orders}`,
          refundsImported: sql`${t.refundsImported} + ${page.refunds}`,
          ordersSkipped: sql`${t.ordersSkipped} + ${page.skipped}`,
          failures: 0,
          error: null,
          ...(page.finishedAt === null
            ? { leaseUntil: page.leaseUntil }
            : { status: 'done', finishedAt: page.finishedAt, owner: null, leaseUntil: null }),
        })
        .where(
          and(
            eq(t.shopId, shopId),
            eq(t.owner, owner),
            eq(t.status, 'running'),
            cursor === null ? isNull(t.cursor) : eq(t.cursor, cursor),
          ),
        )
        .returning({ shopId: t.shopId });
      return rows.length === 1;
    },
    /** Hands the import back (a statement of its own), only while `owner` still holds it. */
    async release(shopId: string, owner: string, how: OrderImportRelease): Promise<void> {
      const patch =
        how.kind === 'pause'
          ? { owner: null, leaseUntil: how.leaseUntil }
          : how.kind === 'retry'
            ? { owner: null, leaseUntil: how.leaseUntil, error: how.error, failures: sql`${t.failures} + 1` }
            : {
                owner: null,
                leaseUntil: null,
                status: 'failed',
                finishedAt: how.finishedAt,
                error: how.error,
              };
      await writeAlone(db, () =>
        db
          .orm()
          .update(t)
          .set(patch)
          .where(and(eq(t.shopId, shopId), eq(t.owner, owner), eq(t.status, 'running'))),
      );
    },
  };
}
export type OrderImportsRepository = ReturnType<typeof createOrderImportsRepository>;
