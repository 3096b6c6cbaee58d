import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewShiftRow } from '../web/db/repositories/shifts-repository.js';
import { newId } from '../web/domain/ids.js';
import { instantOfWallClock } from '../web/domain/scheduling/wall-clock.js';
import { addDays } from '../web/domain/time/calendar-date.js';
import { addShop } from '../web/services/shops/add-shop.js';
import { createApiToken } from '../web/services/tokens/create-api-token.js';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { withAppDeps } from './seed-deps.js';
import { formatTable } from './table.js';

const STAFF = 50;
const SHIFTS_PER_STAFF = 7;
const GOAL_MS = 200;
const WARM_UPS = 2;
const RUNS = Number(process.env.BENCH_COPY_RUNS ?? 15);
const ZONE = 'America/New_York';
/** A Monday: the source week, copied to the weeks after it, one empty week per run. */
const SOURCE_WEEK = '2027-01-04';
const HOUR_MS = 3_600_000;

/**
 * `POST /v1/shifts/copy` of a week of 50 staff × 7 shifts (350 copies) over HTTP, the app in a
 * child process as `npm start` runs it: a fresh database each run, two warm-up copies, then
 * each run copies the same week to a new empty week (350 created), and once more onto a week
 * already full (350 skipped as overlaps). Goal: the median answer under 200 ms.
 */
export const scheduleCopy: BenchSection = {
  name: 'schedule-copy',
  title: `POST /v1/shifts/copy of ${STAFF} staff × ${SHIFTS_PER_STAFF} shifts`,
  bothDatabases: true,
  run,
};

async function run({ servers, log, db }: BenchContext): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-copy-'));
  const databaseUrl = db === 'postgres' ? benchPgUrl('schedule_copy', 1) : `file:${join(dir, 'copy.db')}`;
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  try {
    const token = await seed(env);
    const app = await servers.start('app', 'web/server.ts', {
      ...env,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: '1',
    });
    const copy = async (weeks: number) => {
      const started = performance.now();
      const res = await fetch(`${app.baseUrl}/v1/shifts/copy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from_week: SOURCE_WEEK, to_week: addDays(SOURCE_WEEK, 7 * weeks) }),
      });
      const body = (await res.json()) as { created: unknown[]; skipped: unknown[] };
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`copy answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, created: body.created.length, skipped: body.skipped.length };
    };
    for (let i = 1; i <= WARM_UPS; i++) await copy(i);
    const times: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const result = await copy(WARM_UPS + i);
      if (result.created !== STAFF * SHIFTS_PER_STAFF) throw new Error(`run ${i} created ${result.created}`);
      times.push(result.ms);
    }
    const full = await copy(WARM_UPS + 1);
    if (full.skipped !== STAFF * SHIFTS_PER_STAFF)
      throw new Error(`onto a full week skipped ${full.skipped}`);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const slowest = times.at(-1)!;
    log(
      formatTable(
        ['copy of 350 shifts', 'runs', 'fastest ms', 'median ms', 'slowest ms'],
        [
          [
            'to an empty week (350 created)',
            String(RUNS),
            times[0]!.toFixed(1),
            median.toFixed(1),
            slowest.toFixed(1),
          ],
          ['onto a full week (350 skipped)', '1', full.ms.toFixed(1), full.ms.toFixed(1), full.ms.toFixed(1)],
        ],
      ),
    );
    const passed = median < GOAL_MS;
    log(`\nmedian < ${GOAL_MS} ms: ${median.toFixed(1)} ${passed ? 'PASS' : 'FAIL'}`);
    return {
      passed,
      figures: [
        [`copy 350 median ms (< ${GOAL_MS})`, `${median.toFixed(1)} ${passed ? 'PASS' : 'FAIL'}`],
        ['copy 350 slowest ms', slowest.toFixed(1)],
        ['copy onto a full week ms', full.ms.toFixed(1)],
      ],
    };
  } finally {
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The shop, its staff and the source week, written in-process; answers a `write_shifts` token. */
async function seed(env: Record<string, string>): Promise<string> {
  return withAppDeps(env, async (deps) => {
    const shop = await addShop(deps, { domain: 'bench-copy.myshopify.com', timezone: ZONE, plan: 'pro' });
    const now = Date.now();
    await deps.db.transaction(async () => {
      const shifts: NewShiftRow[] = [];
      for (let s = 0; s < STAFF; s++) {
        const staff = await deps.repos.staff.insert({
          id: newId('stf', now),
          shopId: shop.id,
          handle: `staff-${s}`,
          name: `Staff ${s}`,
          createdAt: now,
          updatedAt: now,
        });
        for (let day = 0; day < SHIFTS_PER_STAFF; day++) {
          // 06:00 to 14:00 local, an hour later every tenth staff member.
          const local = Date.parse(`${addDays(SOURCE_WEEK, day)}T06:00:00Z`) + (s % 10) * HOUR_MS;
          const startsAt = instantOfWallClock(local, ZONE);
          shifts.push({
            id: newId('shf', now),
            shopId: shop.id,
            staffId: staff.id,
            startsAt,
            endsAt: startsAt + 8 * HOUR_MS,
            breakMinutes: 30,
            location: 'Main St',
            role: 'Cashier',
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      await deps.repos.shifts.insertMany(shifts);
    });
    const created = await createApiToken(
      deps,
      shop.id,
      { name: 'bench', scopes: ['write_shifts'], expiresAt: null },
      'cli',
    );
    return created.token;
  });
}
