import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ROUTES, type RouteSpec } from '../../web/http/v1/route-catalog.js';
import { rowsOf, tableNames } from '../helpers/db-catalog.js';
import { installFakeShopify, SHOPIFY_ENV } from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';

/**
 * SPEC §5, decision 21: text that must never be stored and bodies that must never crash. Each
 * bad input is a 400 or 415 that names what is wrong, stores nothing, and writes no error-level
 * log line (an unauthenticated caller could otherwise fill the log).
 */

let app: TestApp;
let shopify: TestApp;
let token: string;
/** The staff app's cookie and Origin, for the `/v1/me…` writes (SPEC §15). */
let staffHeaders: Record<string, string> = {};
const ids: Record<string, string> = {};

// Every app of this file logs at debug level into this list instead of stderr.
const logLines: string[] = [];
const errorLines = () => logLines.filter((line) => line.includes('"level":"error"'));

beforeAll(async () => {
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logLines.push(String(chunk));
    return true;
  });
  installFakeShopify();
  shopify = await startTestApp({ ...SHOPIFY_ENV, LOG_LEVEL: 'debug' });
  app = await startTestApp({ LOG_LEVEL: 'debug', RATE_LIMIT_DISABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' });
  const shop = await app.addShop('hostile.myshopify.com', { plan: 'pro' });
  token = await app.token(shop);
  const ok = async (method: string, path: string, body: unknown) => {
    const res = await app.request(method, path, { token, body });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body;
  };
  ids.staff = (await ok('POST', '/v1/staff', { handle: 'ana', name: 'Ana Lima', hourly_rate: '20.00' })).id;
  staffHeaders = await staffSessionHeaders(app, shop.id, ids.staff!);
  const entry = await ok('POST', '/v1/time-entries', {
    staff: 'ana',
    started_at: '2026-11-16T08:00:00Z',
    ended_at: '2026-11-16T16:00:00Z',
  });
  ids['time-entries'] = entry.id;
  ids.timesheets = entry.timesheet;
  await ok('POST', `/v1/timesheets/${ids.timesheets}/approve`, {});
  ids.shifts = (
    await ok('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-11-17T09:00:00Z',
      ends_at: '2026-11-17T17:00:00Z',
    })
  ).id;
  ids['time-off'] = (
    await ok('POST', '/v1/time-off', {
      staff: 'ana',
      starts_on: '2026-11-18',
      ends_on: '2026-11-18',
      kind: 'vacation',
    })
  ).id;
  ids.webhooks = (
    await ok('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['shift.moved'] })
  ).id;
  ids['payroll-runs'] = (
    await ok('POST', '/v1/payroll-runs', { period_start: '2026-11-01', period_end: '2026-11-30' })
  ).id;
  ids.delivery = 'whd_none';
});
afterAll(async () => {
  await app?.close();
  await shopify?.close();
  vi.restoreAllMocks();
});
beforeEach(() => {
  logLines.length = 0;
});

/** Every row of every table (token use times aside), to show a refused request stored nothing. */
async function snapshot(): Promise<string> {
  const tables: [string, string[]][] = [];
  for (const name of await tableNames(app.deps.db)) {
    const rows = (await rowsOf(app.deps.db, name)).map(({ last_used_at: _ignored, ...row }) =>
      JSON.stringify(row),
    );
    // Sorted: neither database promises an order without ORDER BY, and not every table has an id.
    tables.push([name, rows.sort()]);
  }
  return JSON.stringify(tables);
}

/** Sends `rawBody` byte for byte (the harness would JSON-encode it). */
async function send(
  method: string,
  path: string,
  rawBody: string | Buffer,
  headers: Record<string, string> = {},
  base = app,
): Promise<TestResponse> {
  const res = await fetch(`${base.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(path.startsWith('/v1/me') && staffHeaders),
      ...headers,
    },
    // Copied into an ArrayBuffer-backed view, the body type fetch takes.
    body: typeof rawBody === 'string' ? rawBody : new Uint8Array(rawBody),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}
const post = (path: string, rawBody: string | Buffer, headers: Record<string, string> = {}, base = app) =>
  send('POST', path, rawBody, headers, base);

/**
 * Bad text as it travels in JSON: the escapes are written into the raw body by hand, so the
 * lone surrogates reach the server as `\ud800`, exactly as a client's JSON library sends them.
 */
const BAD_TEXT: Record<string, string> = {
  NUL: 'Ana\\u0000Lima',
  'U+202E (right-to-left override)': 'Ana\u202eamiL',
  'U+2066 (left-to-right isolate)': 'Ana\u2066Lima',
  'a lone high surrogate': 'Ana\\ud800Lima',
  'a lone low surrogate': 'Ana\\udc00Lima',
};
const BAD_LINE: Record<string, string> = { ...BAD_TEXT, 'CR LF': 'Ana\\r\\nLima' };
/** Decision 21: the free-text fields written in multi-line boxes, where tab and line breaks are fine. */
const NOTE_FIELDS = new Set(['note', 'reason']);

/** A JSON body with `field` set to the raw JSON string literal `"<escaped>"`. */
function bodyWith(base: Record<string, unknown>, field: string, escaped: string, inArray = false): string {
  const marker = '@@BAD@@';
  const text = JSON.stringify({ ...base, [field]: inArray ? [marker] : marker });
  return text.replace(`"${marker}"`, `"${escaped}"`);
}

describe('a staff name refuses what must never be stored', () => {
  it.each(Object.entries(BAD_LINE))(
    'a new staff member named with %s is 400 naming name, and not created',
    async (_what, bad) => {
      const before = await app.request('GET', '/v1/staff', { token });
      const res = await post('/v1/staff', bodyWith({ handle: 'mallory' }, 'name', bad));
      const problem = expectProblem(res, 400, 'validation_error');
      expect(fieldsOf(problem)).toEqual(['name']);
      expect((await app.request('GET', '/v1/staff/mallory', { token })).status).toBe(404);
      expect((await app.request('GET', '/v1/staff', { token })).text).toBe(before.text);
    },
  );

  it.each(Object.entries(BAD_LINE))(
    'renaming to a name with %s is 400 naming name, and the old name stays',
    async (_what, bad) => {
      const res = await send('PATCH', '/v1/staff/ana', bodyWith({}, 'name', bad));
      expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['name']);
      expect((await app.request('GET', '/v1/staff/ana', { token })).body.name).toBe('Ana Lima');
    },
  );

  it('a name ending in a line break is refused, not trimmed into a different value', async () => {
    const res = await post('/v1/staff', bodyWith({ handle: 'trailing' }, 'name', 'Ana\\n'));
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['name']);
  });

  it('right-to-left names with their direction marks are stored as sent', async () => {
    const name = 'محمد\u200f علي \u061c(12)';
    const res = await app.request('POST', '/v1/staff', { token, body: { handle: 'rtl', name } });
    expect(res.status, res.text).toBe(201);
    expect((await app.request('GET', '/v1/staff/rtl', { token })).body.name).toBe(name);
  });
});

/** The string fields of a route's body (arrays of strings as `field[]`), read from its schema. */
function stringFields(route: RouteSpec): { field: string; inArray: boolean }[] {
  const schema = z.toJSONSchema(route.body!, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(schema.properties ?? {}).flatMap(
    ([field, property]): { field: string; inArray: boolean }[] => {
      if (acceptsString(property)) return [{ field, inArray: false }];
      const items = [property, ...(property.anyOf ?? [])].find((s) => s.type === 'array')?.items;
      return items && acceptsString(items) ? [{ field, inArray: true }] : [];
    },
  );
}
interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}
const acceptsString = (s: JsonSchema): boolean => s.type === 'string' || (s.anyOf ?? []).some(acceptsString);

const fill = (path: string) =>
  path
    .replace('{delivery_id}', ids.delivery!)
    .replace(/^\/v1\/([a-z-]+)\/\{\w+\}/, (_all, resource: string) => `/v1/${resource}/${ids[resource]}`);

const WRITES = ROUTES.filter((r) => (r.method === 'post' || r.method === 'patch') && r.body);
const CASES = WRITES.flatMap((route) =>
  stringFields(route).flatMap(({ field, inArray }) =>
    Object.entries(NOTE_FIELDS.has(field) ? BAD_TEXT : BAD_LINE).map(
      ([what, bad]) => [route.method.toUpperCase(), route.path, field, what, bad, inArray] as const,
    ),
  ),
);

describe('every text field of every write refuses what must never be stored', () => {
  it('the walk covers the text fields of every route', () => {
    const fields = new Set(CASES.map(([method, path, field]) => `${method} ${path} ${field}`));
    for (const expected of [
      'POST /v1/staff name',
      'PATCH /v1/staff/{ref} name',
      'POST /v1/shifts location',
      'PATCH /v1/shifts/{id} role',
      'POST /v1/time-entries note',
      'POST /v1/timesheets/{id}/reopen reason',
      'POST /v1/commissions reference',
      'POST /v1/webhooks url',
      'PATCH /v1/webhooks/{id} description',
      'POST /v1/tokens name',
      'PATCH /v1/shop timezone',
      'POST /v1/time-off note',
      'POST /v1/time-off/{id}/deny reason',
      'POST /v1/shifts/copy staff',
    ])
      expect(fields).toContain(expected);
  });

  it.each(CASES)(
    '%s %s: %s with %s is 400 naming the field, and nothing is stored',
    async (method, path, field, _what, bad, inArray) => {
      const before = await snapshot();
      const route = WRITES.find((r) => r.path === path && r.method === method.toLowerCase())!;
      const res = await send(method, fill(path), bodyWith(route.example ?? {}, field, bad, inArray));
      const problem = expectProblem(res, 400, 'validation_error');
      expect(fieldsOf(problem)).toContain(inArray ? `${field}.0` : field);
      expect(await snapshot()).toBe(before);
    },
  );
});

describe('notes keep tab and line breaks, byte for byte', () => {
  const note = 'Till:\t42.50\r\nClosed late\nKeys with Bo\u2028(back door)';

  it('a time entry note with tab, CR LF and LF is stored exactly as sent', async () => {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-23T08:00:00Z', ended_at: '2026-11-23T12:00:00Z', note },
    });
    expect(res.status, res.text).toBe(201);
    expect((await app.request('GET', `/v1/time-entries/${res.body.id}`, { token })).body.note).toBe(note);
  });

  it('a shift note with tab and line breaks is stored exactly as sent', async () => {
    const res = await app.request('PATCH', `/v1/shifts/${ids.shifts}`, { token, body: { note } });
    expect(res.status, res.text).toBe(200);
    expect((await app.request('GET', `/v1/shifts/${ids.shifts}`, { token })).body.note).toBe(note);
  });

  it('a reopen reason may span lines', async () => {
    const res = await app.request('POST', `/v1/timesheets/${ids.timesheets}/reopen`, {
      token,
      body: { reason: 'Missed a shift:\n\tSunday 09:00–17:00' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).not.toBe('approved');
  });

  it('a line break is still refused in the one-line fields beside a note', async () => {
    const res = await app.request('PATCH', `/v1/shifts/${ids.shifts}`, {
      token,
      body: { note, location: 'Front\ndesk' },
    });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['location']);
  });
});

describe('JSON nested deeper than 64 is a 400 before anything else runs', () => {
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it.each([
    ['without', {}],
    ['with', { 'idempotency-key': 'deep-1' }],
  ])('a 50,000-deep array %s an Idempotency-Key is 400 invalid_json, not a 500', async (_with, headers) => {
    const res = await post('/v1/staff', arrays(50_000), headers);
    expectProblem(res, 400, 'invalid_json');
    expect(res.body.detail).toMatch(/deeper than 64/);
    expect(errorLines()).toEqual([]);
  });

  it('a 50,000-deep value inside a field, with an Idempotency-Key, is 400 invalid_json and stores nothing', async () => {
    const before = await snapshot();
    const res = await post('/v1/staff', `{"handle":"deep","name":${arrays(50_000)}}`, {
      'idempotency-key': 'deep-2',
    });
    expectProblem(res, 400, 'invalid_json');
    expect(await snapshot()).toBe(before);
    expect(errorLines()).toEqual([]);
  });

  it('64 levels are read (the schema then answers), 65 are refused as invalid_json', async () => {
    // The body object is level 1, so the field holds 63 or 64 more.
    const at64 = await post('/v1/staff', `{"handle":"deep","name":${arrays(63)}}`, {
      'idempotency-key': 'deep-64',
    });
    expect(fieldsOf(expectProblem(at64, 400, 'validation_error'))).toEqual(['name']);
    const at65 = await post('/v1/staff', `{"handle":"deep","name":${arrays(64)}}`, {
      'idempotency-key': 'deep-65',
    });
    expectProblem(at65, 400, 'invalid_json');
  });

  it('brackets inside strings do not count as nesting', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'brackets', name: '['.repeat(100) },
    });
    expect(res.status, res.text).toBe(201);
  });
});

const json = Buffer.from(JSON.stringify({ handle: 'zipped', name: 'Zip Ped' }));
const garbage = Buffer.from('this is not compressed at all');
const BROKEN_CODINGS: [string, Buffer][] = [
  ['gzip', garbage],
  ['gzip', gzipSync(json).subarray(0, 20)],
  ['deflate', garbage],
  ['br', garbage],
  ['zstd', garbage],
];
const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));

describe('a body the server cannot decode is a 400 or 415, never a 500 nor an error log line', () => {
  it.each(BROKEN_CODINGS)('a broken %s body on /v1 is 400 invalid_json', async (coding, body) => {
    const res = await post('/v1/staff', body, { 'content-encoding': coding });
    expectProblem(res, 400, 'invalid_json');
    expect(res.body.detail).toMatch(/decompress/);
    expect(errorLines()).toEqual([]);
  });

  it.each(['compress', 'x-gzip', 'gzip, gzip', 'identity;q=1', 'exi'])(
    'an unsupported Content-Encoding %j on /v1 is 415, saying which codings are taken',
    async (coding) => {
      const res = await post('/v1/staff', json, { 'content-encoding': coding });
      expectProblem(res, 415, 'unsupported_media_type');
      expect(res.headers.get('accept-encoding')).toBe('gzip, deflate, br, zstd');
      expect(errorLines()).toEqual([]);
    },
  );

  it('a gzip bomb is cut off at 1 MiB of inflated bytes: 413', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await post('/v1/staff', bomb, { 'content-encoding': 'gzip' });
    expectProblem(res, 413, 'payload_too_large');
    expect(errorLines()).toEqual([]);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
    ['zstd', zstdCompressSync],
  ] as const)('a well-formed %s body is read as its JSON', async (coding, compress) => {
    const handle = `zipped-${coding}`;
    const body = compress(Buffer.from(JSON.stringify({ handle, name: 'Zip Ped' })));
    const res = await post('/v1/staff', body, { 'content-encoding': coding.toUpperCase() });
    expect(res.status, res.text).toBe(201);
    expect(res.body.handle).toBe(handle);
  });

  describe('POST /api/webhooks (unauthenticated, Shopify configured)', () => {
    const webhook = (body: Buffer, coding: string) =>
      post(
        '/api/webhooks',
        body,
        { 'content-encoding': coding, 'x-shopify-topic': 'app/uninstalled' },
        shopify,
      );

    it.each(BROKEN_CODINGS)('a broken %s body is 400, with no error log line', async (coding, body) => {
      const res = await webhook(body, coding);
      expectProblem(res, 400, 'invalid_json');
      expect(errorLines()).toEqual([]);
    });

    it('an unknown Content-Encoding is 415, with no error log line', async () => {
      const res = await webhook(json, 'compress');
      expectProblem(res, 415, 'unsupported_media_type');
      expect(errorLines()).toEqual([]);
    });

    it('a gzip bomb is 413', async () => {
      const res = await webhook(bomb, 'gzip');
      expectProblem(res, 413, 'payload_too_large');
      expect(errorLines()).toEqual([]);
    });
  });
});

describe('JSON in any charset but UTF-8 is a 415', () => {
  it.each(['utf-16', 'UTF-16LE', 'utf-32', 'latin1', 'iso-8859-1', 'utf8', 'UTF-7', '"utf-16"'])(
    'charset=%s is 415 and nothing is stored',
    async (charset) => {
      const before = await snapshot();
      const res = await post('/v1/staff', json, { 'content-type': `application/json; charset=${charset}` });
      expectProblem(res, 415, 'unsupported_media_type');
      expect(await snapshot()).toBe(before);
    },
  );

  it('a UTF-16 body that is also valid UTF-8 is 415, not read as something else', async () => {
    const res = await post('/v1/staff', Buffer.from('{}', 'utf16le'), {
      'content-type': 'application/json; charset=utf-16',
    });
    expectProblem(res, 415, 'unsupported_media_type');
  });

  it.each(['application/json; charset=utf-8', 'application/json; Charset="UTF-8"', 'application/json'])(
    '%s is read',
    async (type) => {
      const handle = `charset-${type.length}`;
      const res = await post('/v1/staff', JSON.stringify({ handle, name: 'Cha Rset' }), {
        'content-type': type,
      });
      expect(res.status, res.text).toBe(201);
    },
  );
});
