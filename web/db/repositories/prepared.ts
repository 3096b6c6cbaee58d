import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../database.js';

type Values = Record<string, unknown>;

interface Preparable<R> {
  prepare(): { execute(values?: Values): R };
}

interface Prepared<R> {
  execute(values?: Values): R;
}

/**
 * A hot statement (written with `sql.placeholder`s), prepared once per connection it runs on
 * instead of being built and prepared on every call: building a drizzle query costs more than
 * a primary-key read (bench/README.md, decision 23).
 *
 * It is prepared on `db.orm()` as it is at call time, and kept per connection that orm runs
 * on: on SQLite the reader outside a transaction and the writer inside one, so a statement
 * never reads past the transaction's own writes; on PostgreSQL the pool outside (a named
 * statement, which each pooled connection parses once) and, inside a transaction, that
 * transaction's pooled connection. Each transaction has an orm of its own but the pool hands
 * out the same few connections, so keying by connection builds a statement once per
 * connection rather than once per transaction (decision 41). `name` must be unique in the app.
 */
export function prepared<R>(
  db: Database,
  name: string,
  build: (orm: Orm) => Preparable<R>,
): (values?: Values) => Promise<Awaited<R>> {
  const byConnection = new WeakMap<object, Prepared<R>>();
  return (values) => {
    const orm = db.orm();
    const connection = connectionOf(orm);
    let statement = byConnection.get(connection);
    if (!statement) {
      // SQLite's `prepare()` takes no name; PostgreSQL's names the server-side statement.
      statement = (build(orm) as unknown as { prepare(name: string): Prepared<R> }).prepare(name);
      byConnection.set(connection, statement);
    }
    // SQLite's answer is a lazy query promise, PostgreSQL's a promise: both settle here.
    return Promise.resolve(statement.execute(values)) as Promise<Awaited<R>>;
  };
}

/**
 * The connection (better-sqlite3 database, pg pool or pooled client) a drizzle orm sends its
 * statements to: its session's client, which drizzle keeps on the orm and its transactions.
 * A prepared statement holds that client, so it may run on any orm of the same connection.
 */
function connectionOf(orm: Orm): object {
  return (orm as unknown as { session?: { client?: object } }).session?.client ?? orm;
}

/**
 * `{ name: sql.placeholder('name'), … }`: the values of a prepared insert whose placeholders are
 * named after its columns, so that the row passed to it at run time fills them.
 */
export function placeholders<K extends string>(...names: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;
}

/** The same for a prepared update's `set`, which takes a placeholder only wrapped in `sql`. */
export function placeholderSet<K extends string>(...names: K[]): Record<K, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`])) as Record<K, SQL>;
}

/**
 * `LIMIT 1` written into a prepared statement's text, for `.limit()`. drizzle sends a number
 * given there as a bound parameter, and SQLite compiles a prepared statement with `LIMIT ?`
 * again on every run (decision 0085); with the literal it is compiled once. Both dialects
 * write an SQL value given to `.limit()` as it is.
 */
export const LIMIT_ONE = sql.raw('1') as unknown as number;

/** The most ids one `preparedByIds` statement takes; more are read in several statements. */
const MAX_IDS = 64;

/**
 * A statement on a list of ids (`IN (…)`), prepared like `prepared`. A statement takes a fixed
 * number of ids, so lists are padded to the next power of two (repeating their last id, which
 * changes nothing in an `IN`): seven statements serve every list, run 64 ids at a time.
 * `values` fills the statement's other placeholders. Answers one result per run (`.flat()`
 * the rows of a select).
 */
export function preparedByIds<R>(
  db: Database,
  name: string,
  build: (orm: Orm, ids: Placeholder[]) => Preparable<R>,
): (ids: readonly string[], values?: Values) => Promise<Awaited<R>[]> {
  const bySize = new Map<number, (values?: Values) => Promise<Awaited<R>>>();
  const statementFor = (size: number) => {
    let statement = bySize.get(size);
    if (!statement) {
      const placeholders = Array.from({ length: size }, (_, i) => sql.placeholder(`id${i}`));
      statement = prepared(db, `${name}_${size}`, (orm) => build(orm, placeholders));
      bySize.set(size, statement);
    }
    return statement;
  };
  return async (ids, values = {}) => {
    const results: Awaited<R>[] = [];
    for (let start = 0; start < ids.length; start += MAX_IDS) {
      const chunk = ids.slice(start, start + MAX_IDS);
      const size = 2 ** Math.ceil(Math.log2(chunk.length));
      const bound: Values = { ...values };
      for (let i = 0; i < size; i++) bound[`id${i}`] = chunk[Math.min(i, chunk.length - 1)];
      results.push(await statementFor(size)(bound));
    }
    return results;
  };
}

/** The most rows one `preparedRows` statement inserts; more are written in several statements. */
export const MAX_ROWS = 16;

export type RowPlaceholders<K extends string> = Record<K, Placeholder>[];

/**
 * `size` rows of placeholders named `<prefix><column>_<i>` (a prefix keeps apart the rows of two
 * tables in one statement).
 */
export function rowPlaceholders<K extends string>(
  columns: readonly K[],
  size: number,
  prefix = '',
): RowPlaceholders<K> {
  return Array.from(
    { length: size },
    (_, i) =>
      Object.fromEntries(
        columns.map((column) => [column, sql.placeholder(`${prefix}${column}_${i}`)]),
      ) as Record<K, Placeholder>,
  );
}

/** The values of `rowPlaceholders` for these rows (null where a row gives nothing). */
export function boundRows<K extends string>(
  columns: readonly K[],
  rows: readonly Partial<Record<K, unknown>>[],
  prefix = '',
): Values {
  const bound: Values = {};
  for (const [i, row] of rows.entries())
    for (const column of columns) bound[`${prefix}${column}_${i}`] = row[column] ?? null;
  return bound;
}

/**
 * A statement over 1 to MAX_ROWS rows, prepared like `prepared`, one per number of rows (built
 * the first time that many are given). `values` fills its other placeholders; it answers what
 * the statement answers. `columns` names every column a row fills; each row must give them all
 * (null where it has nothing).
 */
function preparedOnRows<K extends string, R>(
  db: Database,
  name: string,
  columns: readonly K[],
  build: (orm: Orm, rows: RowPlaceholders<K>) => Preparable<R>,
): (rows: readonly Partial<Record<K, unknown>>[], values?: Values) => Promise<Awaited<R>> {
  const bySize = new Map<number, (values?: Values) => Promise<Awaited<R>>>();
  return (rows, values = {}) => {
    if (rows.length === 0 || rows.length > MAX_ROWS) throw new RangeError(`${name}: 1 to ${MAX_ROWS} rows`);
    let statement = bySize.get(rows.length);
    if (!statement) {
      const placeholders = rowPlaceholders(columns, rows.length);
      statement = prepared(db, `${name}_${rows.length}`, (orm) => build(orm, placeholders));
      bySize.set(rows.length, statement);
    }
    return statement({ ...values, ...boundRows(columns, rows) });
  };
}

/**
 * A multi-row insert prepared with `preparedOnRows`: the rows of an order (its commissions, its
 * tip ledger) go in one statement, and so one round trip on PostgreSQL, without drizzle building
 * the insert on every call; more than MAX_ROWS go in several.
 */
export function preparedRows<K extends string>(
  db: Database,
  name: string,
  columns: readonly K[],
  build: (orm: Orm, rows: RowPlaceholders<K>) => Preparable<unknown>,
): (rows: readonly Partial<Record<K, unknown>>[]) => Promise<void> {
  const statement = preparedOnRows(db, name, columns, build);
  return async (rows) => {
    for (let start = 0; start < rows.length; start += MAX_ROWS)
      await statement(rows.slice(start, start + MAX_ROWS));
  };
}
