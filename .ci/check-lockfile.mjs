// Checks that package-lock.json is complete for every platform (decision 40): each optional
// dependency of each locked package (Biome's, esbuild's, rolldown's, msgpackr-extract's binaries
// for other systems) has an entry of its own with an integrity hash, so that `npm ci` on macOS,
// Windows or Alpine installs from the lock as it is. `npm install` run over an existing
// node_modules can leave such entries out or bare; this names them and says how to repair.
// Usage: node .ci/check-lockfile.mjs [package-lock.json]   (exit 1 when incomplete)
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const pkgs = JSON.parse(readFileSync(file, 'utf8')).packages;

/** Where npm would find `name` for the package at `path`: its own node_modules, then each parent's. */
function resolve(path, name) {
  let dir = path;
  for (;;) {
    const key = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (pkgs[key]) return key;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const problems = [];
for (const [path, entry] of Object.entries(pkgs)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const key = resolve(path, name);
    if (!key) problems.push(`${name} (optional dependency of ${path || 'the root'}) has no entry`);
    else if (!pkgs[key].integrity && !pkgs[key].link) problems.push(`${key} has no integrity hash`);
  }
}
if (problems.length > 0) {
  console.error(`${file} is not complete for every platform:\n  ${problems.join('\n  ')}`);
  console.error(
    'Repair it where no node_modules is in the way (decision 40):\n' +
      '  git clone -q . /tmp/lock && (cd /tmp/lock && npm install --package-lock-only --no-audit --no-fund) && cp /tmp/lock/package-lock.json .',
  );
  process.exit(1);
}
console.log(`${file}: complete for every platform`);
