import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { npmScriptNodeArgs, startNodeFlags } from '../../scripts/npm-script-args.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;

/** Runs `npm run cli -- …` the way an operator does (tsx on the project's Node 22). */
export function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(TSX, ['web/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function lastLine(text: string): string {
  return text.trimEnd().split('\n').at(-1) ?? '';
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  logs: () => string;
  exited: Promise<number | null>;
}

/** Starts `web/worker.ts` (`npm run worker`) and waits until it says it runs. */
export async function startWorkerProcess(env: Record<string, string>) {
  const running = /"msg":"Shiftbook worker is running"/;
  return startProcess([...startNodeFlags(ROOT), '--import', 'tsx', 'web/worker.ts'], env, running);
}

/**
 * Starts `web/server.ts` as its own process on a free port and waits until it listens; with
 * `compiled`, `build/server.js` as `npm start` runs it (build it first: `buildServer` in scripts/npm-script-args.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { compiled = false } = {},
): Promise<ServerProcess> {
  const listening = /"msg":"Shiftbook is listening","port":(\d+)/;
  if (compiled) return startProcess(npmScriptNodeArgs(ROOT, 'build/server.js'), env, listening);
  return startProcess([...startNodeFlags(ROOT), '--import', 'tsx', 'web/server.ts'], env, listening);
}

async function startProcess(
  nodeArgs: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<ServerProcess> {
  // Node itself (with tsx's loader for sources), not the tsx CLI: the CLI runs the script in a
  // child process of its own, so a SIGKILL sent to it would leave the server running, orphaned,
  // and a test of a killed process would test nothing. Here the child is the server.
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(Number(match[1] ?? 0));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
    setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, logs: () => output, exited };
}
