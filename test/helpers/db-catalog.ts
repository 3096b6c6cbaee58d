import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../web/db/database.js';

/**
 * What tests ask of the database's own catalog (which tables, columns and foreign keys there
 * are, every row of a table), on either database. The app never asks this; each database
 * answers it in its own dialect, so the two spellings live here, side by side.
 */

export type Row = Record<string, unknown>;

export interface ForeignKey {
  column: string;
  table: string;
  /** `CASCADE`, `SET NULL`, `RESTRICT`, `SET DEFAULT` or `NO ACTION`. */
  onDelete: string;
}

const byDialect = (db: Database, queries: { sqlite: SQL; postgres: SQL }) => queries[db.dialect];

/** The app's tables by name, without the database's or the migrator's own. */
export async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.rows<{ name: string }>(
    byDialect(db, {
      sqlite: sql`SELECT name FROM sqlite_master
                   WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations'
                   ORDER BY name`,
      // The migrator keeps its table in a schema of its own (drizzle).
      postgres: sql`SELECT table_name AS name FROM information_schema.tables
                     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
                     ORDER BY table_name`,
    }),
  );
  return rows.map((row) => row.name);
}

export async function columnNames(db: Database, table: string): Promise<string[]> {
  const rows = await db.rows<{ name: string }>(
    byDialect(db, {
      sqlite: sql`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`,
      postgres: sql`SELECT column_name AS name FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = ${table}
                     ORDER BY ordinal_position`,
    }),
  );
  return rows.map((row) => row.name);
}

export async function foreignKeys(db: Database, table: string): Promise<ForeignKey[]> {
  return db.rows<ForeignKey>(
    byDialect(db, {
      sqlite: sql`SELECT "from" AS "column", "table" AS "table", on_delete AS "onDelete"
                    FROM pragma_foreign_key_list(${table})`,
      postgres: sql`SELECT a.attname AS "column", c.confrelid::regclass::text AS "table",
                           CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL'
                             WHEN 'r' THEN 'RESTRICT' WHEN 'd' THEN 'SET DEFAULT' ELSE 'NO ACTION' END AS "onDelete"
                      FROM pg_constraint c
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
                     WHERE c.contype = 'f' AND c.conrelid = ${table}::regclass`,
    }),
  );
}

/** Every row of a table, or of one shop's when `shopId` is given (the table must have shop_id). */
export function rowsOf(db: Database, table: string, shopId?: string): Promise<Row[]> {
  const where = shopId === undefined ? sql`` : sql` WHERE shop_id = ${shopId}`;
  return db.rows<Row>(sql`SELECT * FROM ${sql.identifier(table)}${where}`);
}
