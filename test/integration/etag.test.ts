import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
let shop: ShopClient;
const ifMatch = (etag: string) => ({ 'if-match': etag });

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  shop = await newShop(app);
});
afterAll(() => app.close());

describe('ETag and If-Match', () => {
  it('single resources carry a strong ETag that changes with the representation; lists do not', async () => {
    const created = await shop.post('/v1/staff', { handle: 'tag-ana', name: 'Ana' });
    const byId = await shop.get(`/v1/staff/${created.body.id}`);
    const byHandle = await shop.get('/v1/staff/tag-ana');
    expect(byId.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(byHandle.headers.get('etag')).toBe(byId.headers.get('etag'));
    expect(created.headers.get('etag')).toBe(byId.headers.get('etag'));
    const changed = await shop.patch('/v1/staff/tag-ana', { name: 'Ana Lima' });
    expect(changed.headers.get('etag')).not.toBe(byId.headers.get('etag'));
    expect((await shop.get('/v1/staff/tag-ana')).headers.get('etag')).toBe(changed.headers.get('etag'));
    expect((await shop.get('/v1/staff')).headers.get('etag')).toBeNull();
  });

  it('a PATCH with a stale If-Match is a 412 and changes nothing; with the current one it applies', async () => {
    await shop.addStaff('tag-bea');
    const read = await shop.get('/v1/staff/tag-bea');
    const etag = read.headers.get('etag')!;
    expect((await shop.patch('/v1/staff/tag-bea', { name: 'Someone else' })).status).toBe(200);

    const stale = await shop.request('PATCH', '/v1/staff/tag-bea', {
      body: { name: 'Mine' },
      headers: ifMatch(etag),
    });
    expectProblem(stale, 412, 'precondition_failed');
    expectMatchesDocument('PATCH', '/v1/staff/{ref}', stale);
    expect((await shop.get('/v1/staff/tag-bea')).body.name).toBe('Someone else');

    const fresh = (await shop.get('/v1/staff/tag-bea')).headers.get('etag')!;
    expect(stale.headers.get('etag')).toBe(fresh);
    const applied = await shop.request('PATCH', '/v1/staff/tag-bea', {
      body: { name: 'Mine' },
      headers: ifMatch(fresh),
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.name).toBe('Mine');
    expectMatchesDocument('PATCH', '/v1/staff/{ref}', applied);
  });

  it('state changes honour If-Match: approve on a stale timesheet is a 412', async () => {
    await shop.addStaff('tag-cid');
    const entry = await shop.addEntry('tag-cid', '2026-11-16T08:00:00Z', '2026-11-16T12:00:00Z');
    const sheet = await shop.get(`/v1/timesheets/${entry.timesheet}`);
    const etag = sheet.headers.get('etag')!;
    await shop.addEntry('tag-cid', '2026-11-17T08:00:00Z', '2026-11-17T12:00:00Z');

    const path = `/v1/timesheets/${entry.timesheet}/approve`;
    expectProblem(
      await shop.request('POST', path, { body: {}, headers: ifMatch(etag) }),
      412,
      'precondition_failed',
    );
    expect((await shop.timesheet(entry.timesheet)).status).toBe('pending');

    const current = (await shop.get(`/v1/timesheets/${entry.timesheet}`)).headers.get('etag')!;
    const approved = await shop.request('POST', path, { body: {}, headers: ifMatch(`"other", ${current}`) });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.status).toBe('approved');
    expectMatchesDocument('POST', '/v1/timesheets/{id}/approve', approved);
  });

  it('If-Match: * passes for an existing resource; a weak tag never matches; DELETE is checked too', async () => {
    await shop.addStaff('tag-dan');
    const entry = await shop.addEntry('tag-dan', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    const path = `/v1/time-entries/${entry.id}`;
    const etag = (await shop.get(path)).headers.get('etag')!;
    const weak = await shop.request('PATCH', path, { body: { note: 'x' }, headers: ifMatch(`W/${etag}`) });
    expectProblem(weak, 412, 'precondition_failed');
    expect((await shop.request('PATCH', path, { body: { note: 'y' }, headers: ifMatch('*') })).status).toBe(
      200,
    );
    expectProblem(await shop.request('DELETE', path, { headers: ifMatch(etag) }), 412, 'precondition_failed');
    const now = (await shop.get(path)).headers.get('etag')!;
    expect((await shop.request('DELETE', path, { headers: ifMatch(now) })).status).toBe(200);
  });

  it('If-Match on an unknown or foreign id is the same 404 as without it', async () => {
    const other = await newShop(app);
    const staff = await shop.addStaff('tag-eve');
    const res = await other.request('PATCH', `/v1/staff/${staff.id}`, {
      body: { name: 'x' },
      headers: ifMatch('*'),
    });
    expectProblem(res, 404, 'not_found');
  });
});
