import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase } from '../web/db/open-database.js';
import { openSqliteDatabase } from '../web/db/sqlite/sqlite-database.js';
import { newId } from '../web/domain/ids.js';
import { type OvertimeRule, weekHours } from '../web/domain/pay/overtime.js';
import { generateApiToken, hashApiToken } from '../web/domain/tokens/api-token.js';
import {
  type BenchDb,
  benchPgUrl,
  type Columns,
  cachedPostgresDataset,
  datasetKey,
  postgresSink,
  type RowSink,
  sqliteSink,
} from './bulk-load.js';
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

const COLUMNS: Columns = {
  shops: ['id', 'domain', 'name', 'overtime_rule', 'plan', 'installed_at', 'created_at', 'updated_at'],
  api_tokens: ['id', 'shop_id', 'name', 'token_hash', 'scopes', 'created_by', 'created_at'],
  staff: [
    'id',
    'shop_id',
    'handle',
    'name',
    'email',
    'hourly_rate_cents',
    'active',
    'created_at',
    'updated_at',
  ],
  timesheets: [
    'id',
    'shop_id',
    'staff_id',
    'week_start',
    'status',
    'worked_ms',
    'hours_centi',
    'regular_hours_centi',
    'overtime_hours_centi',
    'double_time_hours_centi',
    'open_entries',
    'approved_rate_cents',
    'approved_at',
    'approved_by',
    'created_at',
    'updated_at',
  ],
  time_entries: [
    'id',
    'shop_id',
    'staff_id',
    'timesheet_id',
    'started_at',
    'ended_at',
    'break_minutes',
    'note',
    'created_at',
    'updated_at',
  ],
};

/**
 * The database of the timesheets benchmark, built once per dataset version and reused
 * afterwards: on SQLite a file in `bench/.data/` (written to a temporary file and renamed only
 * when complete), on PostgreSQL the database `shiftbook_bench_summary_v<version>` on
 * BENCH_PG_URL's server (its manifest written last). Either way an interrupted build is never
 * mistaken for a cached one.
 */
export async function summaryDataset(
  root: string,
  log: (line: string) => void,
  db: BenchDb = 'sqlite',
): Promise<SummaryDataset> {
  const shape = `${DATASET_VERSION}:${SHOPS}x${STAFF_PER_SHOP}x${WEEKS}x${ENTRIES_PER_TIMESHEET}`;
  const key = datasetKey(root, db, shape);
  const started = performance.now();
  if (db === 'postgres') {
    const url = benchPgUrl('summary', DATASET_VERSION);
    const { manifest, built } = await cachedPostgresDataset(url, key, log, async () => {
      log(`Building the dataset (${SHOPS} shops × ${STAFF_PER_SHOP} staff × ${WEEKS} weeks) into ${url}`);
      return generate(await postgresSink(url, COLUMNS), log);
    });
    return { databaseUrl: url, ...manifest, built, buildSeconds: (performance.now() - started) / 1000 };
  }
  const file = join(root, `bench/.data/summary-${key}.db`);
  const manifestFile = join(root, `bench/.data/summary-${key}.json`);
  if (existsSync(file) && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    return { databaseUrl: `file:${file}`, ...manifest, built: false, buildSeconds: 0 };
  }
  log(`Building the dataset (${SHOPS} shops × ${STAFF_PER_SHOP} staff × ${WEEKS} weeks) into ${file}`);
  const partial = `${file}.partial`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  // Migrated by the app's own code, then loaded through one plain connection with prepared
  // statements, one transaction per shop: the query builder would take minutes here.
  const migrated = openSqliteDatabase(`file:${partial}`);
  await migrateDatabase(migrated);
  await migrated.close();
  const manifest = await generate(sqliteSink(partial, COLUMNS), log);
  renameSync(partial, file);
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
  const buildSeconds = (performance.now() - started) / 1000;
  return { databaseUrl: `file:${file}`, ...manifest, built: true, buildSeconds };
}

/** The same rows on both databases (same seed, same order), one batch per shop. */
async function generate(sink: RowSink, log: (line: string) => void): Promise<Manifest> {
  const random = seededRandom(20261116);
  const weeks = weekDates();
  const tokens: string[] = [];
  // Ids carry their creation time; stepping it by 1 ms per row keeps every id index append-only.
  let clock = FIRST_WEEK;
  const tick = () => clock++;

  for (let s = 0; s < SHOPS; s++) {
    const shopId = newId('shp', tick());
    // Every tenth shop pays California-style overtime, so double time shows up too.
    const rule: OvertimeRule = s % 10 === 9 ? 'daily_8_weekly_40' : 'weekly_40';
    const domain = `bench-${String(s).padStart(3, '0')}.myshopify.com`;
    sink.row('shops', [shopId, domain, `Bench shop ${s}`, rule, 'pro', clock, clock, clock]);
    const token = generateApiToken();
    tokens.push(token);
    sink.row('api_tokens', [
      newId('tok', tick()),
      shopId,
      'bench',
      hashApiToken(token),
      'read_timesheets',
      'bench',
      clock,
    ]);

    for (let m = 0; m < STAFF_PER_SHOP; m++) {
      const staffId = newId('stf', tick());
      const handle = `staff-${String(m).padStart(2, '0')}`;
      // About one in sixteen has no rate, so `rate` is absent from some summary entries.
      const rate = random() < 0.06 ? null : randomInt(random, 1500, 4500);
      sink.row('staff', [
        staffId,
        shopId,
        handle,
        `Staff ${m}`,
        `${handle}@${domain}`,
        rate,
        1,
        clock,
        clock,
      ]);

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
        sink.row('timesheets', [
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
          0,
          approved ? rate : null,
          approvedAt,
          approved ? 'bench' : null,
          clock,
          clock,
        ]);
        for (const e of entries) {
          sink.row('time_entries', [
            newId('ent', tick()),
            shopId,
            staffId,
            timesheetId,
            e.startedAt,
            e.endedAt,
            e.breakMinutes,
            null,
            clock,
            clock,
          ]);
        }
      });
    }
    await sink.commit();
    if ((s + 1) % 25 === 0) log(`  ${s + 1}/${SHOPS} shops`);
  }
  await sink.finish();
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
