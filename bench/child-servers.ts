import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServer, npmScriptNodeArgs } from '../scripts/npm-script-args.js';

/**
 * The environment that starts an app with `--cpu-prof` into `BENCH_CPU_PROF` when that is set
 * (bench/README.md), else nothing.
 */
export function cpuProfileEnv(): Record<string, string> {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` } : {};
}

export interface ChildServer {
  name: string;
  baseUrl: string;
  /** The server's process id (`node` runs the script in that same process, tsx or not). */
  pid: number;
  /** SIGTERM to the child's process group, SIGKILL after `graceMs` (default 5000). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The HTTP servers a benchmark starts, each in its own process group so that stopping one ends
 * everything it spawned. `stopAll` runs at the end of every run, failed or not, and `killAllNow`
 * is the synchronous last resort for `process.on('exit')`.
 */
export class ChildServers {
  private readonly running = new Map<string, ChildProcess>();
  private built = false;

  constructor(private readonly root: string) {}

  /** Starts `script` (see `nodeArgs`) on a free loopback port and waits until `readyPath` answers. */
  async start(
    name: string,
    script: string,
    env: Record<string, string>,
    readyPath = '/',
  ): Promise<ChildServer> {
    const port = await freePort();
    const { child, output } = this.spawn(name, script, { ...env, PORT: String(port), HOST: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${baseUrl}${readyPath}`, child, output);
    const stop = async (graceMs = 5000) => {
      await stopChild(child, graceMs);
      this.running.delete(name);
    };
    return { name, baseUrl, pid: child.pid ?? 0, stop };
  }

  /**
   * Starts `script` (see `nodeArgs`) that serves no HTTP (`npm run worker`) and waits until
   * its output matches `ready`.
   */
  async startQuiet(name: string, script: string, env: Record<string, string>, ready: RegExp) {
    const { child, output } = this.spawn(name, script, env);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output()}`)), 30_000);
      const onData = () => {
        if (!ready.test(output())) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output()}`)));
    });
    const stop = async () => {
      await stopChild(child, 5000);
      this.running.delete(name);
    };
    return { name, pid: child.pid ?? 0, stop };
  }

  /** Spawns the script in a process group of its own, collecting what it prints. */
  private spawn(name: string, script: string, env: Record<string, string>) {
    const child = spawn(process.execPath, this.nodeArgs(script), {
      cwd: this.root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.running.set(name, child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    return { child, output: () => output };
  }

  /**
   * The app's own scripts (`web/…`) run compiled from build/ with the arguments of the npm script
   * that runs them (`npm start`, `npm run worker`, decision 80), built once per bench process
   * from the sources as they are; the bench's own servers run their sources through tsx.
   */
  private nodeArgs(script: string): string[] {
    if (!script.startsWith('web/')) return ['--import', 'tsx', script];
    if (!this.built) {
      buildServer(this.root);
      this.built = true;
    }
    return npmScriptNodeArgs(this.root, `build/${script.slice('web/'.length).replace(/\.ts$/, '.js')}`);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.values()].map((child) => stopChild(child, 5000)));
    this.running.clear();
  }

  killAllNow(): void {
    for (const child of this.running.values()) signalGroup(child, 'SIGKILL');
  }
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`; answers once it has exited. */
async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url}: the server did not answer within 30 s:\n${output()}`);
}

/** A port nobody listens on right now (the child binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
