import { getTableColumns, type Table } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from '../schema/index.js';

/**
 * The PostgreSQL schema, derived from the SQLite one (decision 24): the tables are declared
 * once, in web/db/schema, and this module gives each its PostgreSQL twin with the same table,
 * column, index and constraint names. Integer columns (instants in ms, cents, counts) become
 * `bigint` read as JS numbers; booleans become `boolean`. drizzle-kit reads this module to
 * generate drizzle/postgres, and the app queries these tables when it runs on PostgreSQL.
 */
type PgColumnFor = (column: SQLiteColumn) => PgColumnBuilderBase;

/** The builder methods used below; each returns a builder of a new type, so one shape for all. */
interface Chain {
  primaryKey(): Chain;
  notNull(): Chain;
  default(value: unknown): Chain;
  unique(name?: string): Chain;
}

type Columns = [PgColumn, ...PgColumn[]];

const COLUMN_TYPES: Record<string, PgColumnFor> = {
  SQLiteText: (column) => text(column.name),
  SQLiteInteger: (column) => bigint(column.name, { mode: 'number' }),
  SQLiteBoolean: (column) => boolean(column.name),
  SQLiteBigInt: (column) => bigint(column.name, { mode: 'bigint' }),
};

function pgColumn(column: SQLiteColumn): PgColumnBuilderBase {
  const make = COLUMN_TYPES[column.columnType];
  if (!make) throw new Error(`No PostgreSQL type for ${column.columnType} (${column.name})`);
  let built = make(column) as unknown as Chain;
  if (column.primary) built = built.primaryKey();
  else if (column.notNull) built = built.notNull();
  if (column.hasDefault && column.default !== undefined) built = built.default(column.default);
  if (column.isUnique) built = built.unique(column.uniqueName);
  return built as unknown as PgColumnBuilderBase;
}

const twins = new Map<Table, Table>();

function twinOf(table: Table): Table {
  const twin = twins.get(table);
  if (!twin) throw new Error('A foreign key names a table outside the schema');
  return twin;
}

function derive(table: SQLiteTable): Table {
  const config = getTableConfig(table);
  const sqliteColumns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const keyOf = new Map(Object.entries(sqliteColumns).map(([key, column]) => [column, key]));
  const columns = Object.fromEntries(
    Object.entries(sqliteColumns).map(([key, column]) => [key, pgColumn(column)]),
  );
  // Extra config runs lazily, so foreign keys may name tables derived later (or this one).
  return pgTable(config.name, columns, (table) => {
    const t = table as unknown as Record<string, PgColumn>;
    const col = (column: SQLiteColumn): PgColumn => t[keyOf.get(column as SQLiteColumn)!]!;
    return [
      ...config.indexes.map((ix) => {
        const [first, ...rest] = ix.config.columns.map((c) => col(c as SQLiteColumn)) as Columns;
        const built = (ix.config.unique ? uniqueIndex(ix.config.name) : index(ix.config.name)).on(
          first,
          ...rest,
        );
        // A partial index keeps its condition, written in SQL both dialects read alike.
        return ix.config.where ? built.where(ix.config.where) : built;
      }),
      ...config.primaryKeys.map((pk) =>
        primaryKey({ name: pk.getName(), columns: pk.columns.map(col) as Columns }),
      ),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const target = twinOf(ref.foreignTable) as unknown as Record<string, PgColumn>;
        const targetKeys = getTableColumns(ref.foreignTable as SQLiteTable) as Record<string, SQLiteColumn>;
        const targetKeyOf = new Map(Object.entries(targetKeys).map(([key, column]) => [column, key]));
        const built = foreignKey({
          name: fk.getName(),
          columns: ref.columns.map(col) as Columns,
          foreignColumns: ref.foreignColumns.map(
            (c) => target[targetKeyOf.get(c as SQLiteColumn)!],
          ) as Columns,
        });
        return fk.onDelete ? built.onDelete(fk.onDelete) : built;
      }),
    ];
  });
}

/**
 * The Shopify session table is the session-storage package's, not ours: its PostgreSQL adapter
 * writes `expires` and `refreshTokenExpires` as Dates and reads `userId` as a number, so the
 * columns are typed as its own PostgreSQL schema types them (text and a blob on SQLite).
 */
export const shopifySessions = pgTable('session', {
  id: text('id').primaryKey(),
  shop: text('shop').notNull(),
  state: text('state').notNull(),
  isOnline: boolean('isOnline').notNull().default(false),
  scope: text('scope'),
  expires: timestamp('expires', { mode: 'date' }),
  accessToken: text('accessToken').notNull(),
  userId: bigint('userId', { mode: 'number' }),
  firstName: text('firstName'),
  lastName: text('lastName'),
  email: text('email'),
  accountOwner: boolean('accountOwner'),
  locale: text('locale'),
  collaborator: boolean('collaborator'),
  emailVerified: boolean('emailVerified'),
  refreshToken: text('refreshToken'),
  refreshTokenExpires: timestamp('refreshTokenExpires', { mode: 'date' }),
});

type Schema = typeof sqliteSchema;

function deriveAll(): Schema {
  const out: Record<string, Table> = {};
  for (const [key, table] of Object.entries(sqliteSchema) as Array<[string, SQLiteTable]>) {
    const twin = table === sqliteSchema.shopifySessions ? shopifySessions : derive(table);
    twins.set(table, twin);
    out[key] = twin;
  }
  // Typed as the SQLite schema: queries are written once against that shape (decision 24).
  return out as unknown as Schema;
}

export const pgSchema: Schema = deriveAll();

// drizzle-kit finds tables among a module's named exports.
export const {
  apiTokens,
  auditLog,
  catalogCollections,
  catalogProducts,
  catalogRefreshes,
  commissionRules,
  commissions,
  events,
  idempotencyKeys,
  notifications,
  orderImports,
  overdueAlerts,
  payrollLines,
  payrollRunCommissions,
  payrollRunTimesheets,
  payrollRuns,
  salesMonthTallies,
  salesOrders,
  salesPendingRefunds,
  salesRefunds,
  salesTips,
  scheduleChanges,
  shiftReminders,
  shiftRequests,
  shifts,
  shopifyWebhookReceipts,
  shops,
  staff,
  staffAvailability,
  staffSessions,
  staffSignInLinks,
  timeEntries,
  timeOff,
  timesheets,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} = pgSchema;
