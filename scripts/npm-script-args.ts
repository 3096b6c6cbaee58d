import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `npm run build:server` from `root`: compiles web/ into build/ (decision 80), or throws. */
export function buildServer(root: string): void {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run build:server failed:\n${result.stdout}${result.stderr}`);
}

/**
 * The arguments after `node` of the package.json script whose command is `node … <builtScript>`,
 * so that a bench runs the app with the V8 flags `npm start` gives it.
 */
export function npmScriptNodeArgs(root: string, builtScript: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const command of Object.values(scripts)) {
    const words = command.trim().split(/\s+/);
    if (words[0] === 'node' && words.at(-1) === builtScript) return words.slice(1);
  }
  throw new Error(`No npm script runs node … ${builtScript}`);
}

/**
 * The node flags `npm start` gives the app (its arguments before the file), so that the test
 * suite's workers and the servers it runs from the sources run as production does.
 */
export function startNodeFlags(root: string): string[] {
  return npmScriptNodeArgs(root, 'build/server.js').slice(0, -1);
}
