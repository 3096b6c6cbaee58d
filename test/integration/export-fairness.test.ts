import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../web/domain/ids.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { newShop, parseCsv, type ShopClient } from '../helpers/shop-client.js';

/**
 * SPEC §5: a CSV export holds no other request up. Each export reads through a cursor of its
 * own, a client that stops reading is cut off after the idle timeout (short here) and its
 * cursor closed, and a stream takes turns with the rest of the event loop.
 */
const IDLE_TIMEOUT_MS = 1000;
const MAX_OPEN_PER_SHOP = 2;

/** An app with the default idle timeout (30 s): its stalled clients stay open through a test. */
let app: TestApp;
/** An app that cuts a client off after 1 s of reading nothing. */
let impatient: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { exports: { maxOpen: 8, maxOpenPerShop: MAX_OPEN_PER_SHOP } });
  impatient = await startTestApp(
    {},
    { exports: { idleTimeoutMs: IDLE_TIMEOUT_MS, maxOpen: 8, maxOpenPerShop: MAX_OPEN_PER_SHOP } },
  );
});
afterAll(async () => {
  await app?.close();
  await impatient?.close();
});

const FIRST_START = Date.UTC(2026, 0, 5, 9);
/**
 * ~800 bytes a row: 12,000 rows are ~10 MB, more than the loopback socket buffers of a client
 * that reads nothing hold (4 MB sent and ~1 MB received at most here). Each test that relies
 * on it checks that the export was still open once the rest was done.
 */
const ROWS = 12_000;
const LONG_NOTE = `Covers for "Sam", ${'restocking the back room; '.repeat(30)}`;

/**
 * A shop whose one staff member has `count` time entries an hour apart, written straight into
 * the database (the API would take minutes); answers the entry ids in export order.
 */
async function shopWithEntries(target: TestApp, count: number, note: string | null = LONG_NOTE) {
  const client = await newShop(target);
  const staff = await client.addStaff('bulk');
  const first = await client.addEntry(
    'bulk',
    new Date(FIRST_START).toISOString(),
    new Date(FIRST_START + 1_800_000).toISOString(),
    { note },
  );
  const { db } = target.deps;
  const rows: (typeof db.tables.timeEntries.$inferInsert)[] = [];
  for (let i = 1; i < count; i++) {
    const startedAt = FIRST_START + i * 3_600_000;
    rows.push({
      id: newId('ent', startedAt),
      shopId: client.shop.id,
      staffId: staff.id,
      timesheetId: first.timesheet,
      startedAt,
      endedAt: startedAt + 1_800_000,
      breakMinutes: 0,
      note,
      createdAt: startedAt,
      updatedAt: startedAt,
    });
  }
  await db.transaction(async () => {
    // 500 rows a statement: well within either database's limit of bound parameters.
    for (let i = 0; i < rows.length; i += 500)
      await db
        .orm()
        .insert(db.tables.timeEntries)
        .values(rows.slice(i, i + 500));
  });
  return { client, ids: [first.id, ...rows.map((row) => row.id!)] };
}

interface StalledExport {
  socket: Socket;
  /** Reads everything the server still sends until the connection ends; answers it all. */
  drain(): Promise<string>;
}

/**
 * Asks for a CSV over a raw socket and stops reading after the first bytes of a 200: the
 * server's writes fill the socket buffers and then wait, as behind a client that stalled.
 */
function stalledExport(client: ShopClient, path: string): Promise<StalledExport> {
  const { port } = new URL(client.app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${client.token}\r\nAccept: text/csv\r\n\r\n`,
    );
    socket.on('error', () => {});
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      received.push(chunk);
      const head = chunk.toString('latin1', 0, 200);
      if (!head.startsWith('HTTP/1.1 200')) {
        socket.destroy();
        reject(new Error(`The stalled export was refused: ${head}`));
        return;
      }
      resolve({
        socket,
        drain: () =>
          new Promise((done) => {
            socket.on('data', (more: Buffer) => received.push(more));
            socket.once('close', () => done(Buffer.concat(received).toString('utf8')));
            socket.resume();
          }),
      });
    });
  });
}

/** Waits (polling) until `condition` holds; fails after 15 s, which only a broken build needs. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first cell of every row after the header (ids need no quoting; no note here spans lines). */
function exportedIds(csv: string): string[] {
  expect(csv.startsWith('id,') && csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(csv.indexOf('\r\n') + 2, -2)
    .split('\r\n')
    .map((line) => line.slice(0, line.indexOf(',')));
}

/**
 * GET over a connection of its own (no keep-alive): the large exports here keep this process
 * busy long enough for a pooled fetch connection to race the server's keep-alive timeout.
 */
function download(
  client: ShopClient,
  path: string,
): Promise<{ status: number; text: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${client.token}` };
    const req = request(`${client.app.baseUrl}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          retryAfter: res.headers['retry-after'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('CSV exports that harm no one', () => {
  it("a stalled time-entries export holds up no other shop's time-entries export, which streams every row", async () => {
    const stalled = await shopWithEntries(app, ROWS);
    const other = await shopWithEntries(app, 500, 'Till "B", counted');
    const slow = await stalledExport(stalled.client, '/v1/time-entries?format=csv');
    try {
      const res = await download(other.client, '/v1/time-entries?format=csv');
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      const rows = parseCsv(res.text);
      expect(rows[0]![0]).toBe('id');
      expect(rows.slice(1).map((row) => row[0])).toEqual(other.ids);
      expect(new Set(rows.slice(1).map((row) => row[8]))).toEqual(new Set(['Till "B", counted']));
      // The stalled one was still open the whole time.
      expect(app.deps.exports.openCursors()).toBe(1);
    } finally {
      slow.socket.destroy();
    }
    await until(() => app.deps.exports.openCursors() === 0, 'the abandoned cursor is closed');
  });

  it("a client that reads nothing is cut off after the idle timeout, its cursor closed and the shop's slot free again", async () => {
    const { client, ids } = await shopWithEntries(impatient, ROWS);
    const stalled = [
      await stalledExport(client, '/v1/time-entries?format=csv'),
      await stalledExport(client, '/v1/time-entries?format=csv'),
    ];
    expect(impatient.deps.exports.openCursors()).toBe(MAX_OPEN_PER_SHOP);
    // The shop's bound is reached: a third export is refused with a time to come back.
    const refused = await download(client, '/v1/time-entries?format=csv');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(refused.text).code).toBe('rate_limited');

    // Nobody reads them: the server gives up on both, closing their cursors and connections.
    await until(() => impatient.deps.exports.openCursors() === 0, "the stalled exports' cursors are closed");
    for (const body of await Promise.all(stalled.map((export_) => export_.drain()))) {
      expect(body.startsWith('HTTP/1.1 200')).toBe(true);
      expect(body.endsWith('\r\n0\r\n\r\n')).toBe(false);
      expect(body.split('\n').length).toBeLessThan(ids.length);
    }

    const again = await download(client, '/v1/time-entries?format=csv');
    expect(again.status).toBe(200);
    expect(exportedIds(again.text)).toEqual(ids);
  });

  it('an export started after a write sees the write while an older export of the shop is still open', async () => {
    const { client, ids } = await shopWithEntries(app, ROWS);
    const older = await stalledExport(client, '/v1/time-entries?format=csv');
    try {
      await client.addStaff('late');
      const entry = await client.addEntry('late', '2030-01-07T09:00:00Z', '2030-01-07T17:00:00Z');
      const shift = await client.post('/v1/shifts', {
        staff: 'late',
        starts_at: '2030-01-08T09:00:00Z',
        ends_at: '2030-01-08T17:00:00Z',
      });
      expect(shift.status).toBe(201);

      const entries = await download(client, '/v1/time-entries?format=csv');
      expect(entries.status, entries.text.slice(0, 300)).toBe(200);
      expect(exportedIds(entries.text)).toEqual([...ids, entry.id]);
      const shifts = await download(client, '/v1/shifts?format=csv');
      expect(shifts.status, shifts.text.slice(0, 300)).toBe(200);
      expect(exportedIds(shifts.text)).toEqual([shift.body.id]);
      expect(app.deps.exports.openCursors()).toBe(1);
    } finally {
      older.socket.destroy();
    }
  });

  it('a client that goes away mid-export releases its cursor and its slot', async () => {
    const { client, ids } = await shopWithEntries(app, ROWS);
    const gone = [
      await stalledExport(client, '/v1/time-entries?format=csv'),
      await stalledExport(client, '/v1/time-entries?format=csv'),
    ];
    expect(app.deps.exports.openCursors()).toBe(MAX_OPEN_PER_SHOP);
    for (const export_ of gone) export_.socket.destroy();
    await until(
      () => app.deps.exports.openCursors() === 0,
      'the cursors of the closed connections are closed',
    );
    // Both of the shop's slots are free again: two exports at once are served in full.
    const again = await Promise.all([
      download(client, '/v1/time-entries?format=csv'),
      download(client, '/v1/time-entries?format=csv'),
    ]);
    for (const res of again) expect(exportedIds(res.text)).toEqual(ids);
  });

  it('/healthz and a JSON read are answered while a large export streams to a fast reader, before it ends', async () => {
    const { client, ids } = await shopWithEntries(app, 50_000, null);
    const script = fileURLToPath(new URL('../helpers/export-with-probes.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      script,
      app.baseUrl,
      client.token,
      '/v1/time-entries?format=csv',
      '/healthz',
      '/v1/shop',
    ]);
    const outcome = JSON.parse(stdout) as { events: string[]; exportStatus: number; lines: number };
    expect(outcome.exportStatus).toBe(200);
    expect(outcome.lines).toBe(ids.length + 1);
    expect(outcome.events.at(-1)).toBe('export end');
    expect(outcome.events.slice(0, 2).sort()).toEqual(['/healthz 200', '/v1/shop 200']);
  });
});
