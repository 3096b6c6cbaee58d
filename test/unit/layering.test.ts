import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes.js';

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/** Every module a file imports, as written (`from '…'` and `import('…')`). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
}

describe('layering (STYLE 2, 14, 15, 16)', () => {
  it('web/domain is pure: it imports only itself, luxon and node built-ins', () => {
    const outside = sourcesUnder('web/domain').flatMap((file) =>
      importsOf(file)
        .filter((spec) => !(spec.startsWith('.') || spec === 'luxon' || spec.startsWith('node:')))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  it('only web/db names a database driver or drizzle dialect', () => {
    const dialectSpecific =
      /^(better-sqlite3|pg|pg-cursor|drizzle-orm\/(better-sqlite3|node-postgres|sqlite-core|pg-core))/;
    const offenders = ['web/services', 'web/http', 'web/jobs', 'web/domain'].flatMap((dir) =>
      sourcesUnder(dir).flatMap((file) =>
        importsOf(file)
          .filter((spec) => dialectSpecific.test(spec))
          .map((spec) => `${file}: ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('services never import from web/jobs or web/http', () => {
    const upward = sourcesUnder('web/services').flatMap((file) =>
      importsOf(file)
        .filter((spec) => /\/(jobs|http)\//.test(spec))
        .map((spec) => `${relative('web', file)}: ${spec}`),
    );
    expect(upward).toEqual([]);
  });
});
