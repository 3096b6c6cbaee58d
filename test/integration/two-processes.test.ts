import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptureServer } from '../helpers/capture-server.js';
import {
  lastLine,
  runCli,
  type ServerProcess,
  startServerProcess,
  startWorkerProcess,
} from '../helpers/processes.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let env: Record<string, string>;
let token: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    ...database.env,
    RATE_LIMIT_DISABLED: '1',
    QUEUE_PREFIX: `two-processes-${process.pid}`,
  };
  runCli(['shop:add', 'two-processes.myshopify.com', '--plan', 'pro'], env);
  token = lastLine(
    runCli(['token:create', 'two-processes.myshopify.com', '--scopes', 'write_staff,read_shop'], env).stdout,
  );
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await database?.close();
});

function createStaff(baseUrl: string, handle: string): Promise<Response> {
  return fetch(`${baseUrl}/v1/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ handle, name: handle, hourly_rate: '20.00' }),
  });
}

// On SQLite the two share one file and its write lock; on PostgreSQL, one server.
describe(`two processes on one ${TEST_DIALECT === 'sqlite' ? 'SQLite file' : 'PostgreSQL database'}`, () => {
  it('create staff at the same time without a single database-is-locked 500', async () => {
    servers.push(await startServerProcess(env), await startServerProcess(env));
    const [first, second] = servers.map((server) => server.baseUrl) as [string, string];
    // Each create reads (plan limit, handle) before it writes: the case a deferred transaction
    // loses with SQLITE_BUSY when the other process commits in between.
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => createStaff(i % 2 === 0 ? first : second, `p${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const listed = await fetch(`${first}/v1/staff?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(80);
  });

  it('lets the CLI write beside a running server, and tells the operator the outbox backlog', () => {
    const added = runCli(['shop:add', 'beside.myshopify.com'], env);
    expect(added.status).toBe(0);
    const status = runCli(['status'], env);
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(/^outbox_backlog=\d+$/m);
  });

  // Two processes start in this test, each compiling the app with tsx: slow on a busy machine.
  it('with WEBHOOK_WORKER_DISABLED=1 a server sends no webhook; a worker process beside it does', async () => {
    // The servers of the tests above would relay this test's delivery too (and fail it: they
    // refuse private addresses): this one's relay and worker must be the only ones.
    for (const earlier of servers.splice(0)) {
      earlier.child.kill('SIGTERM');
      await earlier.exited;
    }
    const receiver = await startCaptureServer();
    const hooks = { ...env, WEBHOOK_ALLOW_PRIVATE: '1', QUEUE_PREFIX: `${env.QUEUE_PREFIX}-worker` };
    const server = await startServerProcess({ ...hooks, WEBHOOK_WORKER_DISABLED: '1' });
    servers.push(server);
    expect(server.logs()).toContain('Webhook worker off');
    const writer = lastLine(
      runCli(['token:create', 'two-processes.myshopify.com', '--scopes', 'write_webhooks'], env).stdout,
    );
    const call = async (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await call('/v1/webhooks', { url: `${receiver.url}/hook`, events: ['shift.moved'] });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await call(`/v1/webhooks/${id}/test`, {})).status).toBe(202);
    // The relay has queued it by now (it wakes on the commit); nobody takes it off the queue.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.requests).toHaveLength(0);
    const worker = await startWorkerProcess(hooks);
    servers.push(worker);
    try {
      const [request] = await receiver.waitFor(1, 45_000);
      expect(JSON.parse(request!.body).type).toBe('webhook.test');
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
