import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { csvRecords, newShop, type ShopClient } from '../helpers/shop-client.js';

/** SPEC §18 bullet 1: the commission rules resource, every validation and filter. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function shopWithStaff(): Promise<{ client: ShopClient; ana: string; ben: string }> {
  const client = await newShop(app, { timezone: 'America/New_York' });
  const ana = (await client.post('/v1/staff', { handle: 'ana', name: 'Ana', commission_rate: '5.00' })).body
    .id;
  const ben = (await client.post('/v1/staff', { handle: 'ben', name: 'Ben' })).body.id;
  return { client, ana, ben };
}

async function createRule(client: ShopClient, body: Record<string, unknown>) {
  const res = await client.post('/v1/commission-rules', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A request that must change nothing: the shop's rules before and after are the same. */
async function unchanged(client: ShopClient, act: () => Promise<void>) {
  const before = (await client.get('/v1/commission-rules')).text;
  await act();
  expect((await client.get('/v1/commission-rules')).text).toBe(before);
}

describe('POST /v1/commission-rules', () => {
  it('creates a rule: 201, Location, staff as handles and ids, lists defaulted', async () => {
    const { client, ana } = await shopWithStaff();
    const res = await client.post('/v1/commission-rules', {
      name: 'Boots',
      product_types: ['Boots'],
      skus: ['BOOT-'],
      staff: [ana, 'ana'],
      rate: '8.00',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`/v1/commission-rules/${res.body.id}`);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^cmr_/),
      object: 'commission_rule',
      name: 'Boots',
      product_ids: [],
      variant_ids: [],
      collection_ids: [],
      vendors: [],
      product_types: ['Boots'],
      skus: ['BOOT-'],
      staff: ['ana'],
      staff_ids: [ana],
      rate: '8.00',
      amount_per_unit: null,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect((await client.get(`/v1/commission-rules/${res.body.id}`)).body).toEqual(res.body);
  });

  it('takes a per-unit amount instead of a rate, and everyone when staff is absent or empty', async () => {
    const { client } = await shopWithStaff();
    const rule = await createRule(client, { vendors: ['Acme'], amount_per_unit: '1.50', staff: [] });
    expect(rule).toMatchObject({ rate: null, amount_per_unit: '1.50', staff: [], staff_ids: [] });
    expect((await createRule(client, { variant_ids: ['123'], rate: '0.00' })).staff).toEqual([]);
  });

  it('refuses a rule that matches nothing: 422 rule_matches_nothing', async () => {
    const { client } = await shopWithStaff();
    await unchanged(client, async () => {
      expectProblem(await client.post('/v1/commission-rules', { rate: '5.00' }), 422, 'rule_matches_nothing');
      const empty = {
        product_ids: [],
        variant_ids: [],
        collection_ids: [],
        vendors: [],
        product_types: [],
        skus: [],
      };
      expectProblem(
        await client.post('/v1/commission-rules', { ...empty, rate: '5.00' }),
        422,
        'rule_matches_nothing',
      );
    });
  });

  it('refuses an unknown staff member: 422 unknown_staff, naming it', async () => {
    const { client } = await shopWithStaff();
    await unchanged(client, async () => {
      const problem = expectProblem(
        await client.post('/v1/commission-rules', { skus: ['A'], rate: '5.00', staff: ['ana', 'zoe'] }),
        422,
        'unknown_staff',
      );
      expect(fieldsOf(problem)).toEqual(['staff.1']);
    });
  });

  it('wants exactly one of rate and amount_per_unit (400), a rate from 0.00 to 100.00', async () => {
    const { client } = await shopWithStaff();
    await unchanged(client, async () => {
      for (const pay of [
        {},
        { rate: '5.00', amount_per_unit: '1.00' },
        { rate: '100.01' },
        { rate: '5' },
        { rate: '-1.00' },
        { amount_per_unit: '1.5' },
      ])
        expectProblem(
          await client.post('/v1/commission-rules', { skus: ['A'], ...pay }),
          400,
          'validation_error',
        );
    });
    expect((await createRule(client, { skus: ['A'], rate: '100.00' })).rate).toBe('100.00');
    expect((await createRule(client, { skus: ['A'], rate: '0.00' })).rate).toBe('0.00');
  });

  it('refuses an end before the start (422 invalid_range); one day is fine', async () => {
    const { client } = await shopWithStaff();
    await unchanged(client, async () => {
      const body = { skus: ['A'], rate: '5.00', starts_on: '2026-12-02', ends_on: '2026-12-01' };
      expect(
        fieldsOf(expectProblem(await client.post('/v1/commission-rules', body), 422, 'invalid_range')),
      ).toEqual(['ends_on']);
    });
    await createRule(client, { skus: ['A'], rate: '5.00', starts_on: '2026-12-02', ends_on: '2026-12-02' });
  });

  it('refuses malformed criteria and unknown fields with 400', async () => {
    const { client } = await shopWithStaff();
    await unchanged(client, async () => {
      for (const body of [
        { product_ids: ['gid://shopify/Product/1'], rate: '5.00' },
        { product_ids: [123], rate: '5.00' },
        { skus: [''], rate: '5.00' },
        { skus: ['A'], rate: '5.00', starts_on: '2026-02-30' },
        { skus: ['A'], rate: '5.00', colour: 'red' },
      ])
        expectProblem(await client.post('/v1/commission-rules', body), 400, 'validation_error');
    });
  });
});

describe('PATCH and DELETE /v1/commission-rules/{id}', () => {
  it('changes only the fields sent; a rate replaces a per-unit amount', async () => {
    const { client, ben } = await shopWithStaff();
    const rule = await createRule(client, { name: 'Acme', vendors: ['Acme'], amount_per_unit: '2.00' });
    const res = await client.patch(`/v1/commission-rules/${rule.id}`, { rate: '3.00', staff: ['ben'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Acme',
      vendors: ['Acme'],
      rate: '3.00',
      amount_per_unit: null,
      staff: ['ben'],
      staff_ids: [ben],
      created_at: rule.created_at,
    });
  });

  it('checks the rule as a whole: emptied criteria, unknown staff, dates out of order, two payments', async () => {
    const { client } = await shopWithStaff();
    const rule = await createRule(client, { skus: ['A'], rate: '5.00', starts_on: '2026-12-10' });
    const path = `/v1/commission-rules/${rule.id}`;
    await unchanged(client, async () => {
      expectProblem(await client.patch(path, { skus: [] }), 422, 'rule_matches_nothing');
      expectProblem(await client.patch(path, { staff: ['zoe'] }), 422, 'unknown_staff');
      expectProblem(await client.patch(path, { ends_on: '2026-12-09' }), 422, 'invalid_range');
      expectProblem(
        await client.patch(path, { rate: '1.00', amount_per_unit: '1.00' }),
        400,
        'validation_error',
      );
    });
    expect((await client.patch(path, { starts_on: null, ends_on: '2026-12-09' })).body).toMatchObject({
      starts_on: null,
      ends_on: '2026-12-09',
    });
  });

  it('honours If-Match: a stale tag is a 412 and changes nothing; the current one applies', async () => {
    const { client } = await shopWithStaff();
    const rule = await createRule(client, { skus: ['A'], rate: '5.00' });
    const path = `/v1/commission-rules/${rule.id}`;
    const etag = (await client.get(path)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    const changed = await client.request('PATCH', path, {
      body: { rate: '6.00' },
      headers: { 'if-match': etag },
    });
    expect(changed.status, changed.text).toBe(200);
    await unchanged(client, async () => {
      const stale = { 'if-match': etag };
      expectProblem(
        await client.request('PATCH', path, { body: { rate: '7.00' }, headers: stale }),
        412,
        'precondition_failed',
      );
      expectProblem(await client.request('DELETE', path, { headers: stale }), 412, 'precondition_failed');
    });
    const now = (await client.get(path)).headers.get('etag')!;
    expect((await client.request('DELETE', path, { headers: { 'if-match': now } })).status).toBe(204);
  });

  it('deletes with 204; the rule is gone, and unknown ids are 404', async () => {
    const { client } = await shopWithStaff();
    const rule = await createRule(client, { skus: ['A'], rate: '5.00' });
    const res = await client.del(`/v1/commission-rules/${rule.id}`);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');
    expectProblem(await client.get(`/v1/commission-rules/${rule.id}`), 404, 'not_found');
    expectProblem(await client.del(`/v1/commission-rules/${rule.id}`), 404, 'not_found');
    expectProblem(await client.patch(`/v1/commission-rules/${rule.id}`, { rate: '1.00' }), 404, 'not_found');
  });
});

describe('GET /v1/commission-rules', () => {
  it('filters by staff (naming them, or everyone) and by active_on (local, inclusive)', async () => {
    const { client, ana, ben } = await shopWithStaff();
    const forAna = await createRule(client, { skus: ['A'], rate: '5.00', staff: [ana] });
    const forBen = await createRule(client, { skus: ['B'], rate: '5.00', staff: ['ben'] });
    const forAll = await createRule(client, {
      skus: ['C'],
      rate: '5.00',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    });
    const ids = async (query: string) =>
      (await client.get(`/v1/commission-rules${query}`)).body.data.map((rule: { id: string }) => rule.id);
    expect(await ids('')).toEqual([forAna.id, forBen.id, forAll.id]);
    expect(await ids('?staff=ana')).toEqual([forAna.id, forAll.id]);
    expect(await ids(`?staff=${ben}`)).toEqual([forBen.id, forAll.id]);
    expect(await ids('?staff=zoe')).toEqual([]);
    expect(await ids('?active_on=2026-12-01')).toEqual([forAna.id, forBen.id, forAll.id]);
    expect(await ids('?active_on=2026-12-31')).toEqual([forAna.id, forBen.id, forAll.id]);
    expect(await ids('?active_on=2026-11-30')).toEqual([forAna.id, forBen.id]);
    expect(await ids('?active_on=2027-01-01&staff=ben')).toEqual([forBen.id]);
    expectProblem(await client.get('/v1/commission-rules?active_on=2026-13-01'), 400, 'validation_error');
  });

  it('pages by cursor and answers CSV', async () => {
    const { client } = await shopWithStaff();
    const first = await createRule(client, { skus: ['A'], rate: '5.00' });
    const second = await createRule(client, {
      vendors: ['Acme', 'Zeta Co'],
      amount_per_unit: '1.25',
      staff: ['ana'],
    });
    const page = await client.get('/v1/commission-rules?limit=1');
    expect(page.body).toMatchObject({ has_more: true, next_cursor: first.id });
    const next = await client.get(`/v1/commission-rules?limit=1&starting_after=${first.id}`);
    expect(next.body.data.map((rule: { id: string }) => rule.id)).toEqual([second.id]);
    expectProblem(await client.get('/v1/commission-rules?starting_after=cmr_nope'), 400, 'validation_error');
    const csv = await client.get('/v1/commission-rules?format=csv');
    expect(csv.status, csv.text).toBe(200);
    const records = csvRecords(csv.text);
    expect(Object.keys(records[0]!)).toEqual([
      'id',
      'name',
      'product_ids',
      'variant_ids',
      'collection_ids',
      'vendors',
      'product_types',
      'skus',
      'staff',
      'staff_ids',
      'rate',
      'amount_per_unit',
      'starts_on',
      'ends_on',
      'created_at',
      'updated_at',
    ]);
    expect(records.map((record) => record.id)).toEqual([first.id, second.id]);
    expect(records[1]).toMatchObject({
      vendors: 'Acme|Zeta Co',
      staff: 'ana',
      rate: '',
      amount_per_unit: '1.25',
    });
    expect(records[0]).toMatchObject({ skus: 'A', rate: '5.00', staff: '' });
  });

  it('needs read_commissions to read and write_commissions to write', async () => {
    const { client } = await shopWithStaff();
    const reader = await app.token(client.shop, ['read_commissions']);
    const rule = await createRule(client, { skus: ['A'], rate: '5.00' });
    expect((await app.request('GET', `/v1/commission-rules/${rule.id}`, { token: reader })).status).toBe(200);
    expectProblem(
      await app.request('POST', '/v1/commission-rules', {
        token: reader,
        body: { skus: ['A'], rate: '5.00' },
      }),
      403,
      'insufficient_scope',
    );
    expectProblem(
      await app.request('DELETE', `/v1/commission-rules/${rule.id}`, { token: reader }),
      403,
      'insufficient_scope',
    );
  });
});
