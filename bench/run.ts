import { fileURLToPath } from 'node:url';
import { adminBench } from './admin.js';
import type { BenchDb } from './bulk-load.js';
import { ChildServers } from './child-servers.js';
import { clockBench } from './clock.js';
import { csvExport } from './csv-export.js';
import { csvFairness } from './csv-fairness.js';
import { denseWeek } from './dense-week.js';
import { invitesBench } from './invites.js';
import { meOpenShifts } from './me-open-shifts.js';
import { meShifts } from './me-shifts.js';
import { notificationsBench } from './notifications.js';
import { ordersWebhooks } from './orders-webhooks.js';
import { pgDrivers } from './pg-drivers.js';
import { posBundle } from './pos-bundle.js';
import { scheduleCopy } from './schedule-copy.js';
import type { BenchSection, Figures } from './section.js';
import { staffAppBench } from './staff-app.js';
import { formatTable } from './table.js';
import { timesheetsSummary } from './timesheets-summary.js';
import { webhookDelivery } from './webhook-delivery.js';

/**
 * `npm run bench` runs every section in order; `npm run bench -- <name>` runs the named ones.
 * Sections with `bothDatabases` run once on SQLite and once on PostgreSQL (`--db sqlite`,
 * `--db postgres` or `--db both`, the default), and their headline figures are printed side by
 * side at the end.
 * Each section starts its own servers; all of them are stopped at the end, failed or not.
 * The exit code is 1 when a section misses a goal or fails.
 */
const SECTIONS: BenchSection[] = [
  timesheetsSummary,
  adminBench,
  webhookDelivery,
  csvExport,
  csvFairness,
  scheduleCopy,
  denseWeek,
  clockBench,
  ordersWebhooks,
  pgDrivers,
  posBundle,
  invitesBench,
  staffAppBench,
  meShifts,
  meOpenShifts,
  notificationsBench,
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let dbChoice = 'both';
  const wanted: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--db') dbChoice = args[++i] ?? '';
    else if (arg.startsWith('--db=')) dbChoice = arg.slice('--db='.length);
    else wanted.push(arg);
  }
  if (!['sqlite', 'postgres', 'both'].includes(dbChoice)) {
    log(`--db takes sqlite, postgres or both, not "${dbChoice}".`);
    return 2;
  }
  const databases: BenchDb[] = dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as BenchDb];
  const unknown = wanted.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length > 0) {
    log(
      `Unknown section ${unknown.join(', ')}; the sections are: ${SECTIONS.map((s) => s.name).join(', ')}.`,
    );
    return 2;
  }
  const servers = new ChildServers(ROOT);
  process.on('exit', () => servers.killAllNow());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      servers.killAllNow();
      process.exit(130);
    });
  }
  let allPassed = true;
  /** section → database → figures, for the side-by-side table. */
  const figures = new Map<string, Map<BenchDb, Figures>>();
  const verdicts: string[][] = [];
  try {
    for (const section of SECTIONS.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
      for (const db of section.bothDatabases ? databases : (['sqlite'] as const)) {
        log(`\n== ${section.name}${section.bothDatabases ? ` [${db}]` : ''}: ${section.title}\n`);
        const result = await section.run({ root: ROOT, servers, log, db });
        const passed = typeof result === 'boolean' ? result : result.passed;
        allPassed &&= passed;
        verdicts.push([section.name, section.bothDatabases ? db : '', passed ? 'PASS' : 'FAIL']);
        if (typeof result !== 'boolean') {
          const byDb = figures.get(section.name) ?? new Map<BenchDb, Figures>();
          byDb.set(db, result.figures);
          figures.set(section.name, byDb);
        }
        await servers.stopAll();
      }
    }
  } finally {
    await servers.stopAll();
  }
  if (figures.size > 0) {
    const rows: string[][] = [];
    for (const [name, byDb] of figures) {
      const labels = [...new Set([...byDb.values()].flatMap((f) => f.map(([label]) => label)))];
      for (const label of labels)
        rows.push([
          name,
          label,
          ...databases.map((db) => byDb.get(db)?.find(([l]) => l === label)?.[1] ?? '–'),
        ]);
    }
    log('\n== SQLite and PostgreSQL side by side\n');
    log(formatTable(['section', 'figure', ...databases], rows));
  }
  log('');
  log(formatTable(['section', 'database', 'goals'], verdicts));
  return allPassed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
