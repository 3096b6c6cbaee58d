import { sql } from 'drizzle-orm';
import { openDatabase } from '../../web/db/open-database.js';

/**
 * Run in a process of its own (`node --import tsx`), as the CLI or another instance would be:
 * opens the database and runs one SQL write in a transaction, then exits. The statement must
 * end in RETURNING (rows are how `Database.rows` answers on both databases).
 *
 * argv: <DATABASE_URL> <statement>
 */
const [url, statement] = process.argv.slice(2) as [string, string];
const db = openDatabase(url);
try {
  await db.transaction(() => db.rows(sql.raw(statement)));
} finally {
  await db.close();
}
