import type { SQL } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { OutboxName } from './outbox-signal.js';
import type * as schema from './schema/index.js';

/**
 * The tables, as queries are written against them. On PostgreSQL the same names hold the
 * derived PostgreSQL tables (web/db/postgres/schema.ts), typed alike (decision 24).
 */
export type Tables = typeof schema;

/**
 * The query builder's type on both databases. Queries are written once and awaited (never
 * `.get()`, `.all()` or `.run()`, which only SQLite has), so the same code runs on PostgreSQL.
 */
export type Orm = BetterSQLite3Database<Tables>;

export type Dialect = 'sqlite' | 'postgres';

/**
 * One database, whichever it is. Services and routes see only this; the dialect stays in
 * web/db (STYLE 15).
 */
export interface Database {
  readonly dialect: Dialect;
  readonly tables: Tables;
  /**
   * Where a query runs now: the open transaction's connection inside `transaction()`, else a
   * connection for reads (and, on PostgreSQL, single-statement writes). On SQLite every write
   * must run inside `transaction()`: outside, this is a read-only connection.
   */
  orm(): Orm;
  /**
   * Runs `work` as one transaction and answers what it answers; a throw rolls it back. Nested
   * calls are savepoints. On SQLite, one transaction at a time holds the write lock (taken
   * first: BEGIN IMMEDIATE) and no other request's statement runs inside it; on PostgreSQL each
   * runs on a pooled connection of its own.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** True inside `transaction()`. */
  inTransaction(): boolean;
  /** Rows of a raw statement, for what the query builder cannot say; numbers come as numbers. */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Inside a transaction, makes every other transaction that calls this for the same shop wait
   * until this one ends (PostgreSQL: the shop row `FOR UPDATE`; SQLite: already so, since one
   * transaction writes at a time). For rules that read then write: plan limits, one open entry.
   * A use case that reads the shop too locks it as it reads it (`shops.findByIdLocked`).
   */
  lockShop(shopId: string): Promise<void>;
  /**
   * Says that the current transaction wrote work for an outbox's relay (a delivery or an email
   * to send), so that the relay hears of it when it commits instead of at its next poll
   * (decisions 0038 and 0081). On SQLite the relays of this process are called after the
   * commit; on PostgreSQL a `NOTIFY` in the transaction reaches every instance's relay at
   * commit, and not at all on a rollback. Outside a transaction the write has committed
   * already: the relays hear of it at once.
   */
  announceOutbox(outbox: OutboxName): Promise<void>;
  /**
   * Calls `listener` after each commit that announced work for `outbox` (on PostgreSQL, of any
   * instance) and whenever some may have been missed (the listening connection came back).
   * Calls are not coalesced: the listener must be cheap. Answers a function that stops it.
   */
  onOutbox(outbox: OutboxName, listener: () => void): () => void;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
