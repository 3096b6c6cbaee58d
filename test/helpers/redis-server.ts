import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free TCP port on loopback (closed again before it is returned). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis of the test's own, so it can be stopped, restarted empty or flushed without touching
 * the Redis other tests share. Nothing is kept on disk.
 */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL, like a crash: whatever it held is gone. */
  kill(): Promise<void>;
  flushAll(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const ping = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 100 && !(await ping()); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async kill() {
      if (!child) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
    async flushAll() {
      const client = new Redis(url);
      await client.flushall();
      client.disconnect();
    },
  };
}
