import { fileURLToPath } from 'node:url';
import type { BenchDb } from './bulk-load.js';
import { csvDataset } from './csv-export.js';
import { summaryDataset } from './summary-dataset.js';

/**
 * `tsx bench/build-datasets.ts <summary|csv> <sqlite|postgres>`: builds (or finds) one
 * section's dataset alone, e.g. ahead of a measured run.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const [section = 'summary', db = 'postgres'] = process.argv.slice(2) as [string?, BenchDb?];
const log = (line: string) => process.stdout.write(`${line}\n`);
const started = performance.now();
const { databaseUrl } =
  section === 'csv' ? await csvDataset(root, log, db) : await summaryDataset(root, log, db);
log(`${section} on ${db}: ${databaseUrl} ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
