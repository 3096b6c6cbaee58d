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
 * It is prepared on `db.orm()` as it is at call time, and kept per orm: on SQLite that is the
 * reader outside a transaction and the writer inside one, so a statement never reads past the
 * transaction's own writes; on PostgreSQL it is the pool outside (a named statement, which each
 * pooled connection parses once) and, inside a transaction, that transaction's connection,
 * where it is prepared again for each transaction. `name` must be unique in the app.
 */
export function prepared<R>(
  db: Database,
  name: string,
  build: (orm: Orm) => Preparable<R>,
): (values?: Values) => Promise<Awaited<R>> {
  const byOrm = new WeakMap<Orm, Prepared<R>>();
  return (values) => {
    const orm = db.orm();
    let statement = byOrm.get(orm);
    if (!statement) {
      // SQLite's `prepare()` takes no name; PostgreSQL's names the server-side statement.
      statement = (build(orm) as unknown as { prepare(name: string): Prepared<R> }).prepare(name);
      byOrm.set(orm, statement);
    }
    // SQLite's answer is a lazy query promise, PostgreSQL's a promise: both settle here.
    return Promise.resolve(statement.execute(values)) as Promise<Awaited<R>>;
  };
}
