import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../web/domain/tokens/scopes.js';
import { type FakeShopify, sendWebhook, sessionToken } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { callerOf, installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

/** SPEC §11: the clock at Shopify POS, by the linked Shopify staff member, with a session token. */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

/** An installed shop, a session token of its POS, and staff ana (linked to 1001) and ben. */
async function posShop() {
  const domain = `pos-${process.pid}-${++shops}.myshopify.com`;
  const { sessionToken: token } = await installShop(app, fake, domain, {
    staff: [
      { id: 'gid://shopify/StaffMember/1001', name: 'Ana Lima', email: 'ana@example.com', active: true },
      { id: 'gid://shopify/StaffMember/1002', name: 'Ben Okafor', email: null, active: true },
      { id: 'gid://shopify/StaffMember/1003', name: 'Cy Former', email: null, active: false },
    ],
  });
  const call = callerOf(app, token);
  for (const [handle, link] of [
    ['ana', '1001'],
    ['ben', null],
  ] as const) {
    const res = await call('POST', '/v1/staff', {
      handle,
      name: handle,
      pin: '2468',
      shopify_staff_member_id: link,
    });
    expect(res.status, res.text).toBe(201);
  }
  return { domain, token, call };
}

describe('linking staff to Shopify staff members', () => {
  it('keeps shopify_staff_member_id, unique in the shop (409 on a second), null unlinks it', async () => {
    const { call } = await posShop();
    expect((await call('GET', '/v1/staff/ana')).body.shopify_staff_member_id).toBe('1001');
    expect((await call('GET', '/v1/staff/ben')).body.shopify_staff_member_id).toBeNull();
    let problem = expectProblem(
      await call('PATCH', '/v1/staff/ben', { shopify_staff_member_id: '1001' }),
      409,
      'state_conflict',
    );
    expect(fieldsOf(problem)).toEqual(['shopify_staff_member_id']);
    problem = expectProblem(
      await call('POST', '/v1/staff', { handle: 'cy', name: 'Cy', shopify_staff_member_id: '1001' }),
      409,
      'state_conflict',
    );
    expect((await call('GET', '/v1/staff/cy')).status).toBe(404);
    // Re-saving one's own link is no conflict; unlinking frees the id.
    expect((await call('PATCH', '/v1/staff/ana', { shopify_staff_member_id: '1001' })).status).toBe(200);
    expect(
      (await call('PATCH', '/v1/staff/ana', { shopify_staff_member_id: null })).body.shopify_staff_member_id,
    ).toBeNull();
    expect((await call('PATCH', '/v1/staff/ben', { shopify_staff_member_id: '1001' })).status).toBe(200);
    // The same Shopify id in another shop is another person.
    const other = await posShop();
    expect((await other.call('PATCH', '/v1/staff/ben', { shopify_staff_member_id: '1001' })).status).toBe(
      409,
    );
    expect(
      (await other.call('POST', '/v1/staff', { handle: 'dee', name: 'Dee', shopify_staff_member_id: '1002' }))
        .status,
    ).toBe(201);
  });

  it('takes the numeric id as a string only', async () => {
    const { call } = await posShop();
    for (const id of [1002, 'gid://shopify/StaffMember/1002', '0', '01002', 'abc', ''])
      expectProblem(
        await call('PATCH', '/v1/staff/ben', { shopify_staff_member_id: id }),
        400,
        'validation_error',
      );
  });

  it("offers the shop's Shopify staff once it grants read_users, never before", async () => {
    const { domain, call } = await posShop();
    expect((await call('GET', '/v1/shopify-staff-members')).body).toEqual({ granted: false, data: [] });
    expect(fake.calls.some((c) => c.shop === domain && c.body.query?.includes('staffMembers'))).toBe(false);
    expect(
      (await sendWebhook(app, 'app/scopes_update', domain, { current: ['read_orders', 'read_users'] }))
        .status,
    ).toBe(200);
    const listed = await call('GET', '/v1/shopify-staff-members');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual({
      granted: true,
      data: [
        { id: '1001', name: 'Ana Lima', email: 'ana@example.com', active: true },
        { id: '1002', name: 'Ben Okafor', email: null, active: true },
        { id: '1003', name: 'Cy Former', email: null, active: false },
      ],
    });
  });
});

describe('the board a POS device reads (issue 26)', () => {
  it("a session token holds every scope and reads every field; the tile asks for its pinned member's row alone", async () => {
    const { domain, call } = await posShop();
    const clockIn = await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001' });
    expect(clockIn.status, clockIn.text).toBe(201);

    const whole = await call('GET', '/v1/clock', undefined, { origin: 'https://cdn.shopify.com' });
    expect(whole.status, whole.text).toBe(200);
    expectMatchesDocument('GET', '/v1/clock', whole);
    expect(whole.headers.get('access-control-allow-origin')).toBe('https://cdn.shopify.com');
    // SPEC §6: a session token holds every scope of its shop; installed shops carry Shopify's name.
    expect(whole.body.scopes).toEqual([...ALL_SCOPES].sort());
    expect(whole.body.shop).toEqual({ domain, name: domain.split('.')[0], timezone: expect.any(String) });
    expect(whole.body.data.map((row: { staff: string }) => row.staff)).toEqual(['ana', 'ben']);

    const mine = await call('GET', '/v1/clock?shopify_staff_member_id=1001');
    expect(mine.status, mine.text).toBe(200);
    expectMatchesDocument('GET', '/v1/clock', mine);
    expect(mine.body.data).toEqual([whole.body.data[0]]);
    expect(mine.body.data[0]).toMatchObject({
      staff: 'ana',
      state: 'on',
      shopify_staff_member_id: '1001',
      hours_this_week: 0,
    });
    expect(mine.body.shop).toEqual(whole.body.shop);
    // A POS staff member nobody linked gets an empty board, so the tile can say "not linked".
    const unlinked = await call('GET', '/v1/clock?shopify_staff_member_id=1002');
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.body.data).toEqual([]);
  });
});

describe('clocking at POS with a session token', () => {
  it('clocks in and out by the linked id with no PIN, writing source pos and the location', async () => {
    const { call } = await posShop();
    const clockIn = await call('POST', '/v1/clock/in', {
      shopify_staff_member_id: '1001',
      location_id: '74236690',
    });
    expect(clockIn.status, clockIn.text).toBe(201);
    expect(clockIn.body).toMatchObject({
      staff: 'ana',
      source: 'pos',
      location_id: '74236690',
      ended_at: null,
    });
    expect(
      (await call('POST', '/v1/clock/break-start', { shopify_staff_member_id: '1001' })).body
        .break_started_at,
    ).not.toBeNull();
    const out = await call('POST', '/v1/clock/out', { shopify_staff_member_id: '1001' });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toMatchObject({ id: clockIn.body.id, source: 'pos', location_id: '74236690' });
    expect(out.body.ended_at).not.toBeNull();
    const board = (await call('GET', '/v1/clock')).body.data as Array<Record<string, unknown>>;
    expect(board.find((row) => row.staff === 'ana')).toMatchObject({
      state: 'off',
      shopify_staff_member_id: '1001',
    });
  });

  it('replays the first answer of an action retried with its Idempotency-Key, as the tile does after a lost answer', async () => {
    const { call } = await posShop();
    const headers = { 'idempotency-key': 'mf2x-1a2b3c4d', origin: 'https://cdn.shopify.com' };
    const body = { shopify_staff_member_id: '1001', at: new Date().toISOString() };
    const first = await call('POST', '/v1/clock/in', body, headers);
    expect(first.status, first.text).toBe(201);
    const again = await call('POST', '/v1/clock/in', body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await call('GET', '/v1/time-entries')).body.data).toHaveLength(1);
  });

  it('answers an id that no active staff member carries with 422 staff_not_linked, worded for the cashier', async () => {
    const { call } = await posShop();
    let problem = expectProblem(
      await call('POST', '/v1/clock/in', { shopify_staff_member_id: '999' }),
      422,
      'staff_not_linked',
    );
    expect(problem.detail).toMatch(/Staff page/);
    expect(fieldsOf(problem)).toEqual(['shopify_staff_member_id']);
    await call('PATCH', '/v1/staff/ana', { active: false });
    problem = expectProblem(
      await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001' }),
      422,
      'staff_not_linked',
    );
    expect((await call('GET', '/v1/time-entries')).body.data).toEqual([]);
  });

  it('takes exactly one of staff and shopify_staff_member_id (400 for both or neither)', async () => {
    const { call } = await posShop();
    for (const body of [{ staff: 'ana', shopify_staff_member_id: '1001' }, {}, { location_id: 'x' }]) {
      const problem = expectProblem(await call('POST', '/v1/clock/in', body), 400, 'validation_error');
      expect(fieldsOf(problem)).toContain('staff');
    }
  });

  it("asks for the Shiftbook PIN when the shop's POS asks none (pos_pin_required), with the lock", async () => {
    const { call } = await posShop();
    expect((await call('GET', '/v1/shop')).body.pos_pin_required).toBe(false);
    expect((await call('PATCH', '/v1/shop', { pos_pin_required: true })).body.pos_pin_required).toBe(true);
    expectProblem(
      await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001' }),
      403,
      'invalid_pin',
    );
    const right = await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001', pin: '2468' });
    expect(right.status, right.text).toBe(201);
    for (let i = 0; i < 5; i++)
      expectProblem(
        await call('POST', '/v1/clock/out', { shopify_staff_member_id: '1001', pin: '1111' }),
        403,
        'invalid_pin',
      );
    expectProblem(
      await call('POST', '/v1/clock/out', { shopify_staff_member_id: '1001', pin: '2468' }),
      429,
      'pin_locked',
    );
    expect((await call('PATCH', '/v1/shop', { pos_pin_required: false })).status).toBe(200);
    expect((await call('POST', '/v1/clock/out', { shopify_staff_member_id: '1001' })).status).toBe(200);
  });

  it('judges a PIN that a session sends though its POS asks one (pos_pin_required off): a wrong one is a 403 (R11)', async () => {
    const { call } = await posShop();
    expectProblem(
      await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001', pin: '1111' }),
      403,
      'invalid_pin',
    );
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toEqual([]);
    const right = await call('POST', '/v1/clock/in', { shopify_staff_member_id: '1001', pin: '2468' });
    expect(right.status, right.text).toBe(201);
    expect((await call('POST', '/v1/clock/out', { shopify_staff_member_id: '1001' })).status).toBe(200);
  });

  it('refuses a session token signed with another secret, expired, or of a shop not installed', async () => {
    const { domain } = await posShop();
    const body = { shopify_staff_member_id: '1001' };
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      await sessionToken(domain, {}, 'not-the-secret'),
      await sessionToken(domain, { exp: now - 30 }),
      await sessionToken('never-installed.myshopify.com'),
      await sessionToken('never-installed.myshopify.com', { iss: `https://${domain}/admin` }),
    ]) {
      const res = await app.request('POST', '/v1/clock/in', { token, body });
      expectProblem(res, 401, 'unauthorized');
    }
    const valid = await app.request('POST', '/v1/clock/in', { token: await sessionToken(domain), body });
    expect(valid.status).toBe(201);
  });

  it("takes a POS token whose iss and aud are not the admin's, as Shopify's authenticate.public.pos does", async () => {
    const { domain } = await posShop();
    const token = await sessionToken(domain, {
      iss: 'https://accounts.shopify.com',
      aud: 'shopify-pos',
      sub: '80123456',
    });
    const origin = { origin: 'https://cdn.shopify.com' };
    const board = await app.request('GET', '/v1/clock', { token, headers: origin });
    expect(board.status, board.text).toBe(200);
    const res = await app.request('POST', '/v1/clock/in', {
      token,
      body: { shopify_staff_member_id: '1001' },
      headers: origin,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ staff: 'ana', source: 'pos' });
  });
});

describe('CORS for the POS extension', () => {
  const ORIGINS = ['https://cdn.shopify.com', 'https://extensions.shopifycdn.com'];
  const preflight = (path: string, origin: string) =>
    app.request('OPTIONS', path, {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('answers the preflight of every clock route for both extension origins with 204 and the headers', async () => {
    for (const origin of ORIGINS)
      for (const path of [
        '/v1/clock',
        '/v1/clock/in',
        '/v1/clock/out',
        '/v1/clock/break-start',
        '/v1/clock/break-end',
      ]) {
        const res = await preflight(path, origin);
        expect(res.status, `${origin} ${path}`).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
        expect(res.headers.get('access-control-allow-methods')).toMatch(/GET/);
        const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
        expect(allowed).toContain('authorization');
        expect(allowed).toContain('content-type');
        expect(res.headers.get('vary')).toMatch(/Origin/);
      }
  });

  it('gives the answers themselves the origin, for a real call from the extension', async () => {
    const { call } = await posShop();
    const res = await call(
      'POST',
      '/v1/clock/in',
      { shopify_staff_member_id: '1001' },
      { origin: ORIGINS[1]! },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGINS[1]);
    const refused = await call(
      'POST',
      '/v1/clock/in',
      { shopify_staff_member_id: '1001' },
      { origin: ORIGINS[0]! },
    );
    expect(refused.status).toBe(409);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGINS[0]);
  });

  it('lets the tile read Date and Retry-After, to correct a fast device clock and wait out a 429', async () => {
    const { call } = await posShop();
    const res = await call('GET', '/v1/clock', undefined, { origin: ORIGINS[0]! });
    expect(res.status).toBe(200);
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['date', 'retry-after']));
    expect(Date.parse(res.headers.get('date')!)).not.toBeNaN();
  });

  it('gives no CORS headers to any other origin, and none on any other route', async () => {
    for (const origin of [
      'https://evil.example',
      'http://cdn.shopify.com',
      'https://cdn.shopify.com.evil.example',
      'null',
    ]) {
      const res = await preflight('/v1/clock/in', origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    }
    for (const path of ['/v1/staff', '/v1/timesheets', '/v1/clockwork', '/v1/attendance']) {
      const res = await preflight(path, ORIGINS[0]!);
      expect(res.status, path).not.toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const { call } = await posShop();
    const staff = await call('GET', '/v1/staff', undefined, { origin: ORIGINS[0]! });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('access-control-allow-origin')).toBeNull();
  });
});
