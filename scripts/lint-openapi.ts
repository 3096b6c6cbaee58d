/**
 * `npm run lint:openapi`: writes the OpenAPI document from the app's own generator (the one
 * `GET /v1/openapi.json` serves) to a temporary file and lints it with Spectral (`.spectral.yaml`:
 * spectral:oas, failing on any warning) and Redocly (`redocly.yaml`: its recommended rules).
 * Exits non-zero when either finds anything, so CI fails on a finding (decision 0035).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from '../web/http/v1/openapi.js';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'shiftbook-openapi-'));
const file = path.join(dir, 'openapi.json');

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    // Redocly asks the network for telemetry and update notices unless told not to.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

let failed = false;
try {
  writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  const spectral = run(bin('spectral'), [
    'lint',
    '--ruleset',
    path.join(root, '.spectral.yaml'),
    '--fail-severity=warn',
    file,
  ]);
  const redocly = run(bin('redocly'), [
    'lint',
    '--config',
    path.join(root, 'redocly.yaml'),
    '--format=stylish',
    file,
  ]);
  failed = spectral !== 0 || redocly !== 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('lint:openapi: the OpenAPI document has findings (see above).');
  process.exit(1);
}
