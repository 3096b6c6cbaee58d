import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BenchSection } from './section.js';
import { formatTable } from './table.js';

/**
 * Shopify refuses to deploy a UI extension (API 2025-10 and later) whose bundle passes 64 KB
 * compressed; the POS device downloads and parses it before the tile shows.
 */
const LIMIT_GZIP_BYTES = 64_000;

/** `npm run bench -- pos`: builds the POS clock extension as CI does and weighs its bundle. */
export const posBundle: BenchSection = {
  name: 'pos',
  title: 'POS clock extension bundle (raw and gzip)',
  async run({ root, log }) {
    await promisify(execFile)(process.execPath, [join(root, 'extensions/pos-clock/build.mjs')], {
      cwd: root,
    });
    const bundle = readFileSync(join(root, 'extensions/pos-clock/dist/pos-clock.js'));
    const gzip = gzipSync(bundle, { level: 9 }).length;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const passed = gzip <= LIMIT_GZIP_BYTES;
    log(
      formatTable(
        ['bundle', 'raw', 'gzip', `limit (gzip ${LIMIT_GZIP_BYTES / 1000} KB)`],
        [['extensions/pos-clock/dist/pos-clock.js', kib(bundle.length), kib(gzip), passed ? 'PASS' : 'FAIL']],
      ),
    );
    return {
      passed,
      figures: [
        ['bundle raw', kib(bundle.length)],
        ['bundle gzip (≤ 64 KB)', `${kib(gzip)} ${passed ? 'PASS' : 'FAIL'}`],
      ],
    };
  },
};
