import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrateDatabase } from '../web/db/open-database.js';
import { openSqliteDatabase } from '../web/db/sqlite/sqlite-database.js';
import { newId } from '../web/domain/ids.js';
import { type OvertimeRule, weekHours } from '../web/domain/pay/overtime.js';
import { generateApiToken, hashApiToken } from '../web/domain/tokens/api-token.js';
import { randomInt, seededRandom } from './seeded-random.js';

export const SHOPS = 200;
export const STAFF_PER_SHOP = 50;
export const WEEKS = 52;
export const ENTRIES_PER_TIMESHEET = 5;
/** Bump when the generated data changes; the migrations' journal is part of the key too. */
const DATASET_VERSION = 1;
/** Monday of the first work week (shops use the defaults: UTC, weeks start on Monday). */
const FIRST_WEEK = Date.UTC(2025, 10, 17);
const DAY_MS = 86_400_000;
/** The last weeks are mostly pending, as they are in a live shop; older ones mostly approved. */
const RECENT_WEEKS = 3;

export interface SummaryDataset {
  databaseUrl: string;
  /** One `read_timesheets` token per shop, same order as the shops were created. */
  tokens: string[];
  /** The `week_start` of every week that has timesheets, oldest first. */
  weeks: string[];
  built: boolean;
  buildSeconds: number;
}

interface Manifest {
  tokens: string[];
  weeks: string[];
}

export function weekDates(): string[] {
  return Array.from({ length: WEEKS }, (_, i) =>
    new Date(FIRST_WEEK + i * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

function datasetKey(root: string): string {
  const journal = readFileSync(join(root, 'drizzle/meta/_journal.json'));
  const shape = `${DATASET_VERSION}:${SHOPS}x${STAFF_PER_SHOP}x${WEEKS}x${ENTRIES_PER_TIMESHEET}`;
  return createHash('sha256').update(shape).update(journal).digest('hex').slice(0, 12);
}

/**
 * The database of the timesheets benchmark, built once per dataset version into
 * `bench/.data/` and reused afterwards. A build is written to a temporary file and renamed
 * only when complete, so an interrupted build is never mistaken for a cached one.
 */
export async function summaryDataset(root: string, log: (line: string) => void): Promise<SummaryDataset> {
  const key = datasetKey(root);
  const file = join(root, `bench/.data/summary-${key}.db`);
  const manifestFile = join(root, `bench/.data/summary-${key}.json`);
  if (existsSync(file) && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    return { databaseUrl: `file:${file}`, ...manifest, built: false, buildSeconds: 0 };
  }
  log(`Building the dataset (${SHOPS} shops × ${STAFF_PER_SHOP} staff × ${WEEKS} weeks) into ${file}`);
  const started = performance.now();
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  const manifest = await buildInto(partial, log);
  renameSync(partial, file);
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
  const buildSeconds = (performance.now() - started) / 1000;
  return { databaseUrl: `file:${file}`, ...manifest, built: true, buildSeconds };
}

async function buildInto(path: string, log: (line: string) => void): Promise<Manifest> {
  // Migrated by the app's own code, then loaded through one plain connection with prepared
  // statements in one synchronous transaction: the query builder would take minutes here.
  const migrated = openSqliteDatabase(`file:${path}`);
  await migrateDatabase(migrated);
  await migrated.close();
  const sqlite = new Database(path);
  // A throwaway file: durability does not matter, and the rows are consistent by construction.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -262144');
  const insertShop = sqlite.prepare(
    `INSERT INTO shops (id, domain, name, overtime_rule, plan, installed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pro', ?, ?, ?)`,
  );
  const insertToken = sqlite.prepare(
    `INSERT INTO api_tokens (id, shop_id, name, token_hash, scopes, created_by, created_at)
     VALUES (?, ?, 'bench', ?, 'read_timesheets', 'bench', ?)`,
  );
  const insertStaff = sqlite.prepare(
    `INSERT INTO staff (id, shop_id, handle, name, email, hourly_rate_cents, active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const insertTimesheet = sqlite.prepare(
    `INSERT INTO timesheets (id, shop_id, staff_id, week_start, status, worked_ms, hours_centi,
       regular_hours_centi, overtime_hours_centi, double_time_hours_centi, open_entries,
       approved_rate_cents, approved_at, approved_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const insertEntry = sqlite.prepare(
    `INSERT INTO time_entries (id, shop_id, staff_id, timesheet_id, started_at, ended_at, break_minutes,
       note, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );

  const random = seededRandom(20261116);
  const weeks = weekDates();
  const tokens: string[] = [];
  // Ids carry their creation time; stepping it by 1 ms per row keeps every id index append-only.
  let clock = FIRST_WEEK;
  const tick = () => clock++;

  for (let s = 0; s < SHOPS; s++) {
    sqlite.transaction(() => {
      const shopId = newId('shp', tick());
      // Every tenth shop pays California-style overtime, so double time shows up too.
      const rule: OvertimeRule = s % 10 === 9 ? 'daily_8_weekly_40' : 'weekly_40';
      const domain = `bench-${String(s).padStart(3, '0')}.myshopify.com`;
      insertShop.run(shopId, domain, `Bench shop ${s}`, rule, clock, clock, clock);
      const token = generateApiToken();
      tokens.push(token);
      insertToken.run(newId('tok', tick()), shopId, hashApiToken(token), clock);

      for (let m = 0; m < STAFF_PER_SHOP; m++) {
        const staffId = newId('stf', tick());
        const handle = `staff-${String(m).padStart(2, '0')}`;
        // About one in sixteen has no rate, so `rate` is absent from some summary entries.
        const rate = random() < 0.06 ? null : randomInt(random, 1500, 4500);
        insertStaff.run(staffId, shopId, handle, `Staff ${m}`, `${handle}@${domain}`, rate, clock, clock);

        weeks.forEach((weekStart, w) => {
          const weekStartsAt = FIRST_WEEK + w * 7 * DAY_MS;
          const timesheetId = newId('tms', tick());
          const days = pickDays(random);
          const entries = days.map((day) => {
            const startedAt = weekStartsAt + day * DAY_MS + randomInt(random, 28, 44) * 900_000;
            const endedAt = startedAt + randomInt(random, 16, 52) * 900_000;
            const breakMinutes = random() < 0.6 ? 30 : 0;
            return { day, startedAt, endedAt, breakMinutes };
          });
          const hours = weekHours(
            entries.map((e) => ({ day: e.day, workedMs: e.endedAt - e.startedAt - e.breakMinutes * 60_000 })),
            rule,
          );
          const approved = random() < (w >= WEEKS - RECENT_WEEKS ? 0.15 : 0.92);
          const approvedAt = approved ? weekStartsAt + 8 * DAY_MS : null;
          insertTimesheet.run(
            timesheetId,
            shopId,
            staffId,
            weekStart,
            approved ? 'approved' : 'pending',
            hours.workedMs,
            hours.hours,
            hours.regularHours,
            hours.overtimeHours,
            hours.doubleTimeHours,
            approved ? rate : null,
            approvedAt,
            approved ? 'bench' : null,
            clock,
            clock,
          );
          for (const e of entries) {
            insertEntry.run(
              newId('ent', tick()),
              shopId,
              staffId,
              timesheetId,
              e.startedAt,
              e.endedAt,
              e.breakMinutes,
              clock,
              clock,
            );
          }
        });
      }
    })();
    if ((s + 1) % 25 === 0) log(`  ${s + 1}/${SHOPS} shops`);
  }
  // One self-contained file: the app switches it back to WAL when it opens it.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.pragma('journal_mode = DELETE');
  sqlite.close();
  return { tokens, weeks };
}

/** `ENTRIES_PER_TIMESHEET` distinct work days of the week (0 = Monday), in order. */
function pickDays(random: () => number): number[] {
  const days = [0, 1, 2, 3, 4, 5, 6];
  for (let i = days.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [days[i], days[j]] = [days[j]!, days[i]!];
  }
  return days.slice(0, ENTRIES_PER_TIMESHEET).sort((a, b) => a - b);
}
