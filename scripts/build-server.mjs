// Compiles web/**/*.ts into build/**/*.js, one file for each source (no bundle), so that
// `npm start`, `npm run worker` and the benches run plain JavaScript on plain `node`, without
// tsx's loader thread and its compiler in the process (decision 80). build/ sits at web/'s
// depth, so the paths that modules take relative to import.meta.url (drizzle/, dist/admin/)
// resolve alike from either tree.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const sources = readdirSync(join(root, 'web'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => join(entry.parentPath, entry.name));

rmSync(join(root, 'build'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: sources,
  outbase: 'web',
  outdir: 'build',
  bundle: false,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`build/: ${sources.length} modules compiled from web/`);
