import type { PoolClient } from 'pg';

/** The channel every instance listens on (see postgres-change-clock.ts). */
export const CHANGE_CHANNEL = 'shiftbook_change';

/**
 * Tables no cache reads, written often: a write there must not empty every instance's caches.
 * Every other table of the schema, including ones later migrations add, gets the trigger.
 */
const UNWATCHED_TABLES = new Set([
  '__drizzle_migrations',
  'audit_log',
  // Sales and commissions feed no cache, and an order webhook writes them many times a second:
  // a NOTIFY takes a lock that serialises every commit that sends one.
  'commissions',
  'order_imports',
  'sales_orders',
  // Every new order deletes its pending refunds (mostly none): a statement trigger would fire.
  'sales_pending_refunds',
  'sales_refunds',
  // The tip ledger (SPEC §18) is written with the orders and refunds, and feeds no cache either.
  'sales_tips',
  // Month sales tallies (decision 70) move with every order and refund, and feed no cache.
  'sales_month_tallies',
  'events',
  'idempotency_keys',
  // Emails and sign-in links feed no cache, and publishing a week writes one email per person:
  // each would empty every instance's weekly summaries.
  'notifications',
  'staff_sign_in_links',
  // The notification scanner's due rows: written on every move and every scan.
  'overdue_alerts',
  'schedule_changes',
  'shift_reminders',
  'session',
  'shopify_webhook_receipts',
  'webhook_attempts',
  'webhook_deliveries',
]);

/**
 * Columns whose change no cache cares about, per table: the once-a-minute `last_used_at` touch
 * of a token would otherwise empty every instance's caches each minute for each busy token.
 */
const UNWATCHED_COLUMNS: Record<string, string[]> = { api_tokens: ['last_used_at'] };

/**
 * Installs, after the migrations and under their lock, a trigger on every watched table that
 * sends a NOTIFY on `CHANGE_CHANNEL` with the table's name as payload. PostgreSQL folds
 * identical notifications of one transaction into one, so a writing transaction sends one per
 * table it wrote, and a cache that reads only some tables can ignore writes to the others
 * (decision 0042). Idempotent: run on every start, so a table added by a migration is watched
 * from its first start on. An older version starting during a rolling deploy puts back its
 * function, whose empty payload every clock hears as a write to every table. Decision 0025.
 */
export async function installChangeTriggers(client: PoolClient): Promise<void> {
  await client.query(`
    CREATE OR REPLACE FUNCTION shiftbook_notify_change() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  const tables = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  for (const { name } of tables.rows) {
    if (UNWATCHED_TABLES.has(name)) {
      // A table watched by an earlier version stops sending.
      await client.query(dropTriggersSql(name));
      continue;
    }
    await client.query(triggerSql(name, UNWATCHED_COLUMNS[name] ?? []));
  }
}

function dropTriggersSql(table: string): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  return `DROP TRIGGER IF EXISTS shiftbook_change ON ${quoted};
    DROP TRIGGER IF EXISTS shiftbook_change_update ON ${quoted}`;
}

function triggerSql(table: string, ignored: string[]): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  if (ignored.length === 0)
    return `CREATE OR REPLACE TRIGGER shiftbook_change
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoted}
      FOR EACH STATEMENT EXECUTE FUNCTION shiftbook_notify_change()`;
  // A row trigger can look at the row: an update that changed only ignored columns is silent.
  const minus = ignored.map((column) => ` - '${column}'`).join('');
  return `
    CREATE OR REPLACE TRIGGER shiftbook_change
      AFTER INSERT OR DELETE OR TRUNCATE ON ${quoted}
      FOR EACH STATEMENT EXECUTE FUNCTION shiftbook_notify_change();
    CREATE OR REPLACE TRIGGER shiftbook_change_update
      AFTER UPDATE ON ${quoted} FOR EACH ROW
      WHEN ((to_jsonb(OLD)${minus}) IS DISTINCT FROM (to_jsonb(NEW)${minus}))
      EXECUTE FUNCTION shiftbook_notify_change()`;
}
