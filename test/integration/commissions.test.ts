import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { csvRecords, newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A shop in New York with `ana`, whose commission rate is 5.00%. */
async function shopWithAna(): Promise<{ client: ShopClient; anaId: string }> {
  const client = await newShop(app, { timezone: 'America/New_York' });
  const res = await client.post('/v1/staff', { handle: 'ana', name: 'Ana', commission_rate: '5.00' });
  expect(res.status, res.text).toBe(201);
  return { client, anaId: res.body.id };
}

async function addCommission(client: ShopClient, body: Record<string, unknown>) {
  const res = await client.post('/v1/commissions', { staff: 'ana', sale_amount: '100.00', ...body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('POST /v1/commissions', () => {
  it('records a commission at the staff member’s rate, rounded half-up to the cent', async () => {
    const { client, anaId } = await shopWithAna();
    const res = await client.post('/v1/commissions', {
      staff: anaId,
      sale_amount: '1234.50',
      occurred_at: '2026-11-18T12:00:00-05:00',
      reference: 'till 3',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`/v1/commissions/${res.body.id}`);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^com_/),
      object: 'commission',
      staff: 'ana',
      staff_id: anaId,
      sale_amount: '1234.50',
      rate: '5.00',
      amount: '61.73',
      occurred_at: '2026-11-18T17:00:00Z',
      source: 'manual',
      reference: 'till 3',
      order_id: null,
      refund_id: null,
      payroll_run: null,
      created_at: expect.stringMatching(/Z$/),
      lines: [],
    });
    expect((await client.get(`/v1/commissions/${res.body.id}`)).body).toEqual(res.body);
  });

  it('takes a rate from the request over the staff member’s', async () => {
    const { client } = await shopWithAna();
    const body = await addCommission(client, {
      sale_amount: '10.05',
      rate: '10.00',
      occurred_at: '2026-11-18T12:00:00Z',
    });
    expect(body).toMatchObject({ rate: '10.00', amount: '1.01', reference: null });
  });

  it('refuses an unknown staff member, a missing rate and a reused reference', async () => {
    const { client } = await shopWithAna();
    await client.addStaff('bo', '20.00');
    const base = { sale_amount: '10.00', occurred_at: '2026-11-18T12:00:00Z' };
    const unknown = await client.post('/v1/commissions', { ...base, staff: 'nobody' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: 'staff', message: expect.any(String) }]);
    const noRate = await client.post('/v1/commissions', { ...base, staff: 'bo' });
    expect(noRate.status).toBe(422);
    expect(noRate.body.errors).toEqual([{ field: 'rate', message: expect.any(String) }]);
    await addCommission(client, { ...base, reference: 'order 1' });
    const again = await client.post('/v1/commissions', { ...base, staff: 'ana', reference: 'order 1' });
    expect(again.status).toBe(409);
  });

  it('rejects money as a number, unknown fields, a non-manual source and a bad timestamp with 400', async () => {
    const { client } = await shopWithAna();
    const base = { staff: 'ana', sale_amount: '10.00', occurred_at: '2026-11-18T12:00:00Z' };
    for (const [body, field] of [
      [{ ...base, sale_amount: 10 }, 'sale_amount'],
      [{ ...base, amount: '1.00' }, 'amount'],
      [{ ...base, source: 'shopify_order' }, 'source'],
      [{ ...base, occurred_at: '2026-11-18 12:00' }, 'occurred_at'],
      [{ ...base, rate: 5 }, 'rate'],
    ] as const) {
      const res = await client.post('/v1/commissions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect((await client.get('/v1/commissions')).body.data).toEqual([]);
  });
});

describe('GET /v1/commissions', () => {
  it('filters by local dates of the shop (both ends inclusive) and by staff', async () => {
    const { client } = await shopWithAna();
    await client.post('/v1/staff', { handle: 'bo', name: 'Bo', commission_rate: '1.00' });
    // 2026-11-17T03:30Z is still the 16th in New York; 05:30Z is the 17th.
    const late16 = await addCommission(client, { occurred_at: '2026-11-17T03:30:00Z' });
    const early17 = await addCommission(client, { occurred_at: '2026-11-17T05:30:00Z' });
    const bo17 = await addCommission(client, { staff: 'bo', occurred_at: '2026-11-17T20:00:00Z' });
    const ids = async (query: string) =>
      (await client.get(`/v1/commissions?${query}`)).body.data.map((c: { id: string }) => c.id);
    expect(await ids('from=2026-11-16&to=2026-11-16')).toEqual([late16.id]);
    expect(await ids('from=2026-11-17')).toEqual([early17.id, bo17.id]);
    expect(await ids('to=2026-11-16')).toEqual([late16.id]);
    expect(await ids('staff=bo')).toEqual([bo17.id]);
    expect(await ids('staff=nobody')).toEqual([]);
    expect((await client.get('/v1/commissions?from=2026-11-31')).status).toBe(400);
    expect((await client.get('/v1/commissions?week=2026-11-16')).status).toBe(400);
  });

  it('pages with limit and starting_after, oldest first', async () => {
    const { client } = await shopWithAna();
    const created: string[] = [];
    for (let day = 10; day < 15; day++) {
      created.push((await addCommission(client, { occurred_at: `2026-11-${day}T12:00:00Z` })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&starting_after=${cursor}` : '';
      const page = await client.get(`/v1/commissions?limit=2${after}`);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((c: { id: string }) => c.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(created);
  });

  it('exports every matching row as CSV; a hostile reference survives and stays inert', async () => {
    const { client, anaId } = await shopWithAna();
    // One line: a reference is plain text (decision 21); notes carry the line-break cases.
    const reference = '=HYPERLINK("http://x", "a, b") line two';
    const hostile = await addCommission(client, {
      sale_amount: '1234.50',
      reference,
      occurred_at: '2026-11-18T12:00:00Z',
    });
    for (let i = 0; i < 3; i++) await addCommission(client, { occurred_at: `2026-11-19T1${i}:00:00Z` });
    const csv = await client.get('/v1/commissions?format=csv&limit=1');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="commissions.csv"');
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,staff,staff_id,sale_amount,rate,amount,occurred_at,source,reference,order_id,refund_id,payroll_run,created_at',
    );
    const records = csvRecords(csv.text);
    expect(records).toHaveLength(4);
    expect(records[0]).toEqual({
      id: hostile.id,
      staff: 'ana',
      staff_id: anaId,
      sale_amount: '1234.50',
      rate: '5.00',
      amount: '61.73',
      occurred_at: '2026-11-18T12:00:00Z',
      source: 'manual',
      reference: `'${reference}`,
      order_id: '',
      refund_id: '',
      payroll_run: '',
      created_at: hostile.created_at,
    });
    const viaAccept = await client.request('GET', '/v1/commissions?from=2026-11-19', {
      headers: { accept: 'text/csv' },
    });
    expect(csvRecords(viaAccept.text)).toHaveLength(3);
  });

  it('answers 404 for another shop’s commission and never lists it', async () => {
    const { client } = await shopWithAna();
    const commission = await addCommission(client, { occurred_at: '2026-11-18T12:00:00Z' });
    const other = await newShop(app);
    expect((await other.get(`/v1/commissions/${commission.id}`)).status).toBe(404);
    expect((await other.get('/v1/commissions')).body.data).toEqual([]);
    expect(csvRecords((await other.get('/v1/commissions?format=csv')).text)).toEqual([]);
    expect((await client.get(`/v1/commissions/${commission.id}`)).body).toEqual(commission);
  });
});
