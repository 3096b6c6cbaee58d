import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/npm-script-args.js';
import { lastLine, ROOT, runCli, startServerProcess } from '../helpers/processes.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  env = database.env;
});
afterAll(() => database?.close());

describe('operator CLI', () => {
  it('shop:add then token:create prints a token that works on the compiled server npm start runs', async () => {
    const added = runCli(
      ['shop:add', 'cli-shop.myshopify.com', '--timezone', 'Europe/Paris', '--plan', 'pro'],
      env,
    );
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('timezone=Europe/Paris plan=pro');
    // Adding it again keeps it as it is, and says the flags were not applied.
    const again = runCli(['shop:add', 'cli-shop.myshopify.com', '--plan', 'free'], env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('timezone=Europe/Paris plan=pro');
    expect(again.stderr).toContain('already exists');

    const created = runCli(
      ['token:create', 'cli-shop.myshopify.com', '--scopes', 'read_shop,read_timesheets'],
      env,
    );
    expect(created.status).toBe(0);
    const token = lastLine(created.stdout);
    expect(token).toMatch(/^sbk_[0-9A-Za-z]{38}$/);

    buildServer(ROOT);
    const server = await startServerProcess(env, { compiled: true });
    try {
      const shop = await fetch(`${server.baseUrl}/v1/shop`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(shop.status).toBe(200);
      expect(await shop.json()).toMatchObject({
        domain: 'cli-shop.myshopify.com',
        timezone: 'Europe/Paris',
        plan: 'pro',
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses unknown scopes, unknown shops and bad domains with a usage message and exit code 2', () => {
    expect(runCli(['token:create', 'nope.myshopify.com', '--scopes', 'read_shop'], env).status).toBe(2);
    expect(runCli(['shop:add', 'not a domain'], env).status).toBe(2);
    runCli(['shop:add', 'scoped.myshopify.com'], env);
    const bad = runCli(['token:create', 'scoped.myshopify.com', '--scopes', 'read_everything'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Unknown scopes: read_everything');
  });

  it('demo prints a token that reads its timesheets over HTTP, and SIGTERM stops the server cleanly', async () => {
    const demo = runCli(['demo'], env);
    expect(demo.status).toBe(0);
    const token = lastLine(demo.stdout);
    const week = /\/v1\/timesheets\?week=(\d{4}-\d{2}-\d{2})/.exec(demo.stdout)![1];

    const server = await startServerProcess(env);
    const res = await fetch(`${server.baseUrl}/v1/timesheets?week=${week}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const summary = await res.json();
    expect(summary.week).toBe(week);
    expect(summary.entries.length).toBeGreaterThan(0);
    expect(summary.approved).toBe(summary.entries.length);

    const shifts = await fetch(`${server.baseUrl}/v1/shifts?from=${week}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await shifts.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    // A few Shopify orders a day, recorded as the order webhook does: sales and commissions.
    const lastDay = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const sales = await fetch(`${server.baseUrl}/v1/sales?from=${week}&to=${lastDay}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sales.status).toBe(200);
    const days = ((await sales.json()) as { data: { orders: number; sales: string }[] }).data;
    expect(days.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(5);
    expect(days.some((day) => Number(day.sales) > 0)).toBe(true);
    const commissions = await fetch(`${server.baseUrl}/v1/commissions?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const earned = ((await commissions.json()) as { data: { source: string; amount: string }[] }).data;
    expect(earned.length).toBeGreaterThan(0);
    expect(earned.every((c) => c.source === 'shopify_order' && Number(c.amount) > 0)).toBe(true);

    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs()).toContain('"msg":"Stopped"');
  });
});

describe('configuration', () => {
  it('a bad value stops the start with one line naming the variable', async () => {
    const server = startServerProcess({ ...env, PORT: 'eighty' });
    await expect(server).rejects.toThrow(/Invalid environment variable PORT/);
  });

  // SPEC §14: `file:` is SQLite, `postgres://` and `postgresql://` PostgreSQL. Anything else was
  // once taken as a SQLite file name; now it stops the start instead of creating a stray file.
  it.each(['mysql://x', './plain/path.db', 'sqlite://data.db'])(
    'DATABASE_URL=%s stops the start with one line naming the variable',
    async (url) => {
      const server = startServerProcess({ ...env, DATABASE_URL: url });
      const refused = await server.then(
        (started) => {
          started.child.kill('SIGKILL');
          return undefined;
        },
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/server exited with 1: /);
      const output = refused!.replace(/^server exited with 1: /, '').trimEnd();
      expect(output.split('\n')).toHaveLength(1);
      expect(output).toContain('DATABASE_URL');
      // Refused before anything was opened: nothing was created in its name.
      expect(existsSync(join(ROOT, url.replace(/^\.\//, '').split('/')[0]!))).toBe(false);
    },
  );
});
