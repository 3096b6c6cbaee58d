// Completes package-lock.json with the platform-specific optional packages (Biome's and
// msgpackr-extract's binaries for other systems) that npm leaves out when the registry it can
// reach does not serve them. Without these entries `npm ci` refuses the lock as out of sync;
// with them it installs, skipping packages whose os/cpu do not match this machine. Idempotent:
// .ci/run applies it before `npm ci`, and it is safe to run after any `npm install`.
// Usage: node .ci/complete-lockfile.mjs package-lock.json
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const PLATFORM = {
  'android-arm64': [['android'], ['arm64']],
  'android-x64': [['android'], ['x64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'linux-arm64-musl': [['linux'], ['arm64']],
  'linux-x64-musl': [['linux'], ['x64']],
  'linux-arm': [['linux'], ['arm']],
  'win32-arm64': [['win32'], ['arm64']],
  'win32-x64': [['win32'], ['x64']],
};
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pkgs[key] || pkgs[`${path}/node_modules/${name}`]) continue;
    const suffix = Object.keys(PLATFORM).find((p) => name.endsWith(`-${p}`));
    if (!suffix) {
      console.error('no platform for', name);
      continue;
    }
    const [os, cpu] = PLATFORM[suffix];
    pkgs[key] = { version, cpu, ...(entry.dev ? { dev: true } : {}), optional: true, os };
    if (suffix.endsWith('musl')) pkgs[key].libc = ['musl'];
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
if (added > 0) console.log(`complete-lockfile: added ${added} platform entries`);
