import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../web/services/notifications/queue-email.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument, openApiDocument } from '../helpers/openapi-schemas.js';
import { expectProblem } from '../helpers/problem.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';

/**
 * Walks every operation of the OpenAPI document with a token of ANOTHER shop: an id of shop A
 * is a 404 for shop B (never a 403, never a leak), a token without the scope is a 403, and
 * nothing of shop A changes. A new route joins this walk as soon as it is in the catalog.
 */
let app: TestApp;
let tokenA: string;
let tokenB: string;
let tokenNone: string;
const ids: Record<string, string> = {};
let snapshotA: string;

const allOperations = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, any>).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    op,
  })),
);
/** The staff app's routes (SPEC §15) take a staff session, never a shop's token: walked apart below. */
const isStaffSession = (op: any) => op.security?.some((scheme: object) => 'cookieAuth' in scheme) === true;
const operations = allOperations.filter(({ op }) => !isStaffSession(op));
const staffOperations = allOperations.filter(({ op }) => isStaffSession(op));
/** Shop B's staff member's session: cookie and Origin. */
let staffB: Record<string, string>;

/** Shop A's ids, chosen by the resource the path names. */
function fill(path: string): string {
  return path
    .replace('{delivery_id}', ids.delivery!)
    .replace(/^\/v1\/([a-z-]+)\/\{\w+\}/, (_all, resource: string) => `/v1/${resource}/${ids[resource]}`);
}
const QUERIES: Record<string, () => string> = {
  '/v1/timesheets': () => '?week=2026-11-16',
  '/v1/attendance': () => '?week=2026-11-16',
  '/v1/sales': () => '?from=2026-11-16&to=2026-11-22',
  '/v1/tips': () => '?from=2026-11-16&to=2026-11-22',
  '/v1/payroll-lines': () => `?run=${ids['payroll-runs']}`,
  // The run pays no hours (ana's timesheet is pending), so the QuickBooks file needs no id.
  '/v1/payroll-runs/{id}/export': () => '?format=quickbooks',
};
const url = (path: string) => `${fill(path)}${QUERIES[path]?.() ?? ''}`;
const bodyOf = (op: any) => op.requestBody?.content['application/json'].example;

async function snapshot(): Promise<string> {
  const reads = operations.filter(({ method }) => method === 'GET');
  const out: string[] = [];
  for (const { path } of reads) {
    const res = await app.request('GET', url(path), { token: tokenA });
    // Shop A's own reads succeed and match the document, field by field.
    expect(res.status, `GET ${path}: ${res.text}`).toBe(200);
    expectMatchesDocument('GET', path, res);
    out.push(res.text);
  }
  return out.join('\n');
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' });
  const shopA = await app.addShop('walk-a.myshopify.com', { plan: 'pro' });
  const shopB = await app.addShop('walk-b.myshopify.com', { plan: 'pro' });
  tokenA = await app.token(shopA);
  tokenB = await app.token(shopB);
  tokenNone = await app.token(shopB, []);
  const a = (method: string, path: string, body?: unknown) =>
    app.request(method, path, { token: tokenA, body });

  ids.staff = (await a('POST', '/v1/staff', { handle: 'ana', name: 'Ana', hourly_rate: '20.00' })).body.id;
  const entry = await a('POST', '/v1/time-entries', {
    staff: 'ana',
    started_at: '2026-11-16T08:00:00Z',
    ended_at: '2026-11-16T16:00:00Z',
  });
  ids['time-entries'] = entry.body.id;
  ids.timesheets = entry.body.timesheet;
  ids.webhooks = (
    await a('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['shift.moved'] })
  ).body.id;
  ids.shifts = (
    await a('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-11-17T09:00:00Z',
      ends_at: '2026-11-17T17:00:00Z',
    })
  ).body.id;
  await a('PATCH', `/v1/shifts/${ids.shifts}`, { starts_at: '2026-11-17T10:00:00Z' });
  ids['time-off'] = (
    await a('POST', '/v1/time-off', {
      staff: 'ana',
      starts_on: '2026-11-18',
      ends_on: '2026-11-18',
      kind: 'vacation',
    })
  ).body.id;
  // A shift request of shop A (SPEC §17): ana offers a future published shift to all.
  const future = await a('POST', '/v1/shifts', {
    staff: 'ana',
    starts_at: '2030-01-08T09:00:00Z',
    ends_at: '2030-01-08T17:00:00Z',
  });
  await a('POST', '/v1/shifts/publish', { week: '2030-01-08' });
  const anaApp = await staffSessionHeaders(app, shopA.id, ids.staff!);
  ids['shift-requests'] = (
    await app.request('POST', `/v1/me/shifts/${future.body.id}/offer`, { headers: anaApp, body: {} })
  ).body.id;
  ids.delivery =
    (await a('GET', `/v1/webhooks/${ids.webhooks}/deliveries`)).body.data[0]?.id ?? 'whd_missing';
  ids.commissions = (
    await a('POST', '/v1/commissions', {
      staff: 'ana',
      sale_amount: '100.00',
      rate: '5.00',
      occurred_at: '2026-11-16T12:00:00Z',
    })
  ).body.id;
  ids['commission-rules'] = (
    await a('POST', '/v1/commission-rules', { skus: ['BOOT-'], rate: '8.00', staff: ['ana'] })
  ).body.id;
  ids['payroll-runs'] = (
    await a('POST', '/v1/payroll-runs', { period_start: '2026-11-01', period_end: '2026-11-30' })
  ).body.id;
  ids.tokens = (await a('GET', '/v1/tokens')).body.data[0].id;
  // An email of shop A in the outbox (this app has no SMTP: queued by hand, as an invite would).
  ids.notifications = (await app.deps.db.transaction(() =>
    queueEmail(
      { ...app.deps, staffApp: { ...app.deps.staffApp, emailEnabled: true } },
      {
        shop: shopA,
        staffId: ids.staff!,
        recipient: 'ana@example.com',
        payload: { kind: 'sign_in', shopName: 'A', staffName: 'Ana', link: 'https://x', purpose: 'invite' },
      },
    ),
  ))!;
  const bo = await app.request('POST', '/v1/staff', { token: tokenB, body: { handle: 'bo', name: 'Bo' } });
  staffB = await staffSessionHeaders(app, shopB.id, bo.body.id);
  for (const [name, id] of Object.entries(ids)) expect(`${name}=${id}`).toMatch(/=[a-z]{3}_/);
  snapshotA = await snapshot();
});
afterAll(() => app.close());

describe('every documented route, called with another shop token', () => {
  const withIds = operations.filter(({ path }) => path.includes('{') || path === '/v1/payroll-lines');
  it.each(withIds.map((o) => [o.method, o.path, o.op] as const))(
    "%s %s with shop A's id answers 404, exactly as documented",
    async (method, path, op) => {
      const res = await app.request(method, url(path), { token: tokenB, body: bodyOf(op) });
      expectProblem(res, 404, 'not_found');
      expectMatchesDocument(method, path, res);
    },
  );

  const listsAndCreates = operations.filter(
    ({ path }) => !path.includes('{') && path !== '/v1/payroll-lines',
  );
  it.each(listsAndCreates.map((o) => [o.method, o.path, o.op] as const))(
    "%s %s never shows or touches shop A's data",
    async (method, path, op) => {
      const res = await app.request(method, url(path), { token: tokenB, body: bodyOf(op) });
      expect(res.status, res.text).not.toBe(500);
      for (const id of Object.values(ids)) expect(res.text).not.toContain(id);
      expectMatchesDocument(method, path, res);
    },
  );

  it.each(operations.map((o) => [o.method, o.path, o.op] as const))(
    '%s %s without its scope answers 403',
    async (method, path, op) => {
      const res = await app.request(method, url(path), { token: tokenNone, body: bodyOf(op) });
      expectProblem(res, 403, 'insufficient_scope');
      expect(res.headers.get('www-authenticate')).toContain(op['x-scope']);
    },
  );

  // A provider file's `format` names the provider (SPEC §19): it has no JSON to choose CSV over.
  const reads = operations.filter(({ method, path }) => method === 'GET' && !path.endsWith('/export'));
  it.each(reads.map((o) => [o.path, o.op] as const))(
    'GET %s answers ?format=csv exactly when the document says it has CSV',
    async (path, op) => {
      const address = url(path);
      const res = await app.request('GET', `${address}${address.includes('?') ? '&' : '?'}format=csv`, {
        token: tokenA,
      });
      if (op.responses['200'].content['text/csv']) {
        expect(res.status, res.text).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      } else {
        expectProblem(res, 400, 'validation_error');
      }
    },
  );

  const staffUrl = (path: string) => path.replace('{id}', ids['time-off']!);
  it.each(staffOperations.map((o) => [o.method, o.path, o.op] as const))(
    "%s %s refuses a shop token, even its own shop's, with 403 staff_session_required",
    async (method, path, op) => {
      // From the staff app's Origin, so a write reaches the session check (without it: origin_mismatch).
      const headers = { origin: staffB.origin! };
      const res = await app.request(method, staffUrl(path), { token: tokenA, body: bodyOf(op), headers });
      expectProblem(res, 403, 'staff_session_required');
    },
  );
  it.each(staffOperations.map((o) => [o.method, o.path, o.op] as const))(
    "%s %s with another shop's staff session never shows or touches shop A's data",
    async (method, path, op) => {
      const res = await app.request(method, staffUrl(path), { headers: staffB, body: bodyOf(op) });
      if (path.includes('{')) expectProblem(res, 404, 'not_found');
      else expect(res.status, res.text).toBeLessThan(300);
      for (const id of Object.values(ids)) expect(res.text).not.toContain(id);
      expectMatchesDocument(method, path, res);
    },
  );

  it("leaves every one of shop A's resources exactly as it was", async () => {
    expect(await snapshot()).toBe(snapshotA);
  });
});
