import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Orm } from '../database.js';
import type { OutboxName } from '../outbox-signal.js';
import {
  createPostgresChangeClock,
  OUTBOX_CHANNEL,
  type PostgresChangeClock,
} from './postgres-change-clock.js';
import { pgSchema } from './schema.js';

export interface PostgresOptions {
  /** Pooled connections of this process (default 10). */
  poolSize?: number;
  /** A statement running longer is cancelled, ms (default 15000). Exports use their own connections. */
  statementTimeoutMs?: number;
}

export interface PostgresDatabase extends Database {
  readonly dialect: 'postgres';
  readonly url: string;
  readonly pool: pg.Pool;
  /** This instance's view of writes by every instance (decision 0025); opened on first use. */
  changeClock(): PostgresChangeClock;
}

interface TransactionScope {
  tx: Orm;
  /** The pooled connection the transaction holds. */
  client: pg.PoolClient;
  /** 0 for the transaction, n for its nth nested savepoint. */
  depth: number;
  open: boolean;
  /** The outboxes this transaction (or savepoint) has sent a NOTIFY for. */
  outboxes: Set<OutboxName>;
  /**
   * The outboxes whose relays in this process hear of the commit after it (decision 0084),
   * shared by the transaction and its savepoints: a rolled-back savepoint that announced
   * still wakes them, and a pass that finds nothing costs one read.
   */
  heardHere: Set<OutboxName>;
}

/**
 * The outboxes whose commits wake only this instance's relay, not every instance's through a
 * NOTIFY (decision 0084). A NOTIFY serialises the commits that send one through the WAL flush;
 * an email's commit sends no other (decision 62), while a commit that writes webhook
 * deliveries nearly always notifies the change clock anyway, so webhooks keep their NOTIFY
 * and with it the prompt wake of another instance's relay. Every `npm start` and `npm run
 * worker` runs the email relay; the CLI's emails are found by the relays' 1 s poll.
 */
const HEARD_HERE: ReadonlySet<OutboxName> = new Set(['emails']);

const INT8 = 20;

/**
 * Every integer column is `bigint` (instants in ms, cents); they stay far below 2^53, so they are
 * read as JS numbers, as SQLite gives them. `count(*)` is int8 too. For the pool's own queries
 * and cursors that read around drizzle; drizzle's queries get theirs from `int8AsNumbers` and
 * from the schema's `bigint(…, { mode: 'number' })`.
 */
export const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/**
 * drizzle runs its queries with pg's global type parsers, not the pool's `pgTypes`, so a raw
 * statement's int8 columns (`count(*)`, instants, cents) come back as text: made numbers
 * here, as SQLite gives them. (The query builder maps its own bigint columns.)
 */
function int8AsNumbers(result: pg.QueryResult<Record<string, unknown>>): Record<string, unknown>[] {
  const names = result.fields.filter((field) => field.dataTypeID === INT8).map((field) => field.name);
  if (names.length === 0) return result.rows;
  for (const row of result.rows)
    for (const name of names) if (typeof row[name] === 'string') row[name] = Number(row[name]);
  return result.rows;
}

/**
 * PostgreSQL through node-postgres (decision 23) and a pool. Each transaction runs on a pooled
 * connection of its own, found again by the code inside it through AsyncLocalStorage, so
 * repositories never pass a transaction around. Outside a transaction, statements take any
 * pooled connection and commit alone.
 */
export function openPostgresDatabase(url: string, options: PostgresOptions = {}): PostgresDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    types: pgTypes,
  });
  // An idle pooled connection that breaks (a restarted server) must not crash the process;
  // the next query gets a fresh connection or a clear error.
  pool.on('error', () => {});
  const base = drizzle(pool, { schema: pgSchema }) as NodePgDatabase<typeof pgSchema>;
  const asOrm = (db: unknown) => db as Orm;
  const scopes = new AsyncLocalStorage<TransactionScope>();
  const current = () => {
    const scope = scopes.getStore();
    return scope?.open ? scope : undefined;
  };

  // One orm per pooled connection, made once: drizzle builds a database object (a query builder
  // per table) for every transaction it opens itself, which cost more CPU than BEGIN and COMMIT.
  const orms = new WeakMap<pg.PoolClient, Orm>();
  const ormOf = (client: pg.PoolClient) => {
    let orm = orms.get(client);
    if (!orm) {
      orm = asOrm(drizzle(client, { schema: pgSchema }));
      orms.set(client, orm);
    }
    return orm;
  };

  /** A transaction on a pooled connection of its own; BEGIN and COMMIT sent as they are. */
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // A checked-out connection that breaks (a restarted or terminating server) emits `error`
    // besides failing its query: unheard, that would end the process.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const scope: TransactionScope = {
        tx: ormOf(client),
        client,
        depth: 0,
        open: true,
        outboxes: new Set(),
        heardHere: new Set(),
      };
      try {
        const result = await scopes.run(scope, work);
        await client.query('COMMIT');
        for (const name of scope.heardHere) changeClock?.announceHere(name);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw error;
      } finally {
        scope.open = false;
      }
    } finally {
      // A connection that broke or could not roll back is closed, never handed out again.
      client.off('error', onError);
      client.release(broken);
    }
  };

  /** Nested: a savepoint on the transaction's own connection, with a scope of its own. */
  const runNested = async <T>(outer: TransactionScope, work: () => Promise<T>): Promise<T> => {
    const depth = outer.depth + 1;
    const scope: TransactionScope = { ...outer, depth, open: true, outboxes: new Set() };
    await outer.client.query(`SAVEPOINT sp${depth}`);
    try {
      const result = await scopes.run(scope, work);
      await outer.client.query(`RELEASE SAVEPOINT sp${depth}`);
      return result;
    } catch (error) {
      await outer.client.query(`ROLLBACK TO SAVEPOINT sp${depth}`);
      throw error;
    } finally {
      scope.open = false;
    }
  };

  const inTransaction = () => current() !== undefined;
  let changeClock: PostgresChangeClock | undefined;

  return {
    dialect: 'postgres',
    tables: pgSchema,
    url,
    pool,
    orm: () => current()?.tx ?? asOrm(base),
    inTransaction,
    changeClock() {
      changeClock ??= createPostgresChangeClock(url, inTransaction);
      return changeClock;
    },
    async transaction(work) {
      const scope = current();
      return scope ? runNested(scope, work) : run(work);
    },
    async rows<T>(query: SQL): Promise<T[]> {
      const db = (current()?.tx as unknown as NodePgDatabase<typeof pgSchema>) ?? base;
      return int8AsNumbers(await db.execute(query)) as T[];
    },
    async announceOutbox(name) {
      if (HEARD_HERE.has(name)) {
        const scope = current();
        if (scope) scope.heardHere.add(name);
        else changeClock?.announceHere(name);
        return;
      }
      // PostgreSQL delivers a NOTIFY at commit, to every listening instance (this one too),
      // drops it on a rollback, and folds identical ones of a transaction into one: one per
      // outbox is enough per transaction. Savepoints have scopes of their own, so a rolled-back one
      // takes only its own notification with it.
      const scope = current();
      if (scope?.outboxes.has(name)) return;
      scope?.outboxes.add(name);
      await this.rows(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${name})`);
    },
    onOutbox(name, listener) {
      return this.changeClock().onOutbox(name, listener);
    },
    async lockShop(shopId) {
      if (!current()) throw new Error('lockShop needs a transaction');
      await this.rows(sql`SELECT id FROM shops WHERE id = ${shopId} FOR UPDATE`);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await changeClock?.close();
      await pool.end();
    },
  };
}
