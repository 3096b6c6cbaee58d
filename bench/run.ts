import { fileURLToPath } from 'node:url';
import { adminBench } from './admin.js';
import { ChildServers } from './child-servers.js';
import { csvExport } from './csv-export.js';
import { csvFairness } from './csv-fairness.js';
import { pgDrivers } from './pg-drivers.js';
import type { BenchSection } from './section.js';
import { timesheetsSummary } from './timesheets-summary.js';
import { webhookDelivery } from './webhook-delivery.js';

/**
 * `npm run bench` runs every section in order; `npm run bench -- <name>` runs the named ones.
 * Each section starts its own servers; all of them are stopped at the end, failed or not.
 * The exit code is 1 when a section misses a goal or fails.
 */
const SECTIONS: BenchSection[] = [
  timesheetsSummary,
  adminBench,
  webhookDelivery,
  csvExport,
  csvFairness,
  pgDrivers,
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
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
  try {
    for (const section of SECTIONS.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
      log(`\n== ${section.name}: ${section.title}\n`);
      const passed = await section.run({ root: ROOT, servers, log });
      allPassed &&= passed;
      await servers.stopAll();
    }
  } finally {
    await servers.stopAll();
  }
  return allPassed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
