import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { csvRecords, newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const WEEK = '2026-11-16'; // a Monday

async function approve(client: ShopClient, timesheetId: string) {
  const res = await client.post(`/v1/timesheets/${timesheetId}/approve`);
  expect(res.status, res.text).toBe(200);
}

async function createRun(client: ShopClient, periodStart = WEEK, periodEnd = '2026-11-22') {
  const res = await client.post('/v1/payroll-runs', { period_start: periodStart, period_end: periodEnd });
  expect(res.status, res.text).toBe(201);
  expect(res.headers.get('location')).toBe(`/v1/payroll-runs/${res.body.id}`);
  return res.body;
}

/** `ana` (20.00/h) worked 8 h on Tuesday of WEEK, approved: one timesheet, 160.00. */
async function approvedWeek(client: ShopClient) {
  await client.addStaff('ana', '20.00');
  const entry = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
  await approve(client, entry.timesheet);
  return entry.timesheet as string;
}

describe('payroll runs', () => {
  it('pays approved timesheets and commissions to the cent, from time entries to a finalized run', async () => {
    const client = await newShop(app);
    const anaBody = { handle: 'ana', name: 'Ana', hourly_rate: '18.25', commission_rate: '5.00' };
    const ana = await client.post('/v1/staff', anaBody);
    expect(ana.status, ana.text).toBe(201);
    await client.post('/v1/staff', { handle: 'cy', name: 'Cy', commission_rate: '10.00' });
    // weekly_40: five 9 h days = 45 h → 40 × 18.25 = 730.00 and half-up(5 × 27.375) = 136.88.
    let anaSheet = '';
    for (let day = 16; day <= 20; day++) {
      anaSheet = (await client.addEntry('ana', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T17:00:00Z`))
        .timesheet;
    }
    await approve(client, anaSheet);
    // daily_8_weekly_40 for bo: 14 h Monday (8 + 4 at 1.5× + 2 at 2×) and 10 h Tuesday (8 + 2 at 1.5×).
    expect((await client.patch('/v1/shop', { overtime_rule: 'daily_8_weekly_40' })).status).toBe(200);
    await client.addStaff('bo', '19.99');
    await client.addEntry('bo', '2026-11-16T06:00:00Z', '2026-11-16T20:00:00Z');
    const boSheet = (await client.addEntry('bo', '2026-11-17T08:00:00Z', '2026-11-17T18:00:00Z')).timesheet;
    await approve(client, boSheet);
    // 1234.50 × 5.00% = 61.725 → 61.73; 99.99 × 2.50% = 2.49975 → 2.50; 10.05 × 10% = 1.005 → 1.01.
    const sales = [
      { staff: 'ana', sale_amount: '1234.50', occurred_at: '2026-11-18T12:00:00Z' },
      { staff: 'ana', sale_amount: '99.99', rate: '2.50', occurred_at: '2026-11-22T23:59:59Z' },
      { staff: 'cy', sale_amount: '10.05', occurred_at: '2026-11-16T00:00:00Z' },
      { staff: 'ana', sale_amount: '500.00', occurred_at: '2026-11-23T00:00:00Z' }, // after the period
    ];
    for (const sale of sales) expect((await client.post('/v1/commissions', sale)).status).toBe(201);
    // A raise after approval changes neither the frozen timesheet nor the run.
    expect((await client.patch('/v1/staff/ana', { hourly_rate: '30.00' })).status).toBe(200);

    const draft = await createRun(client);
    expect(draft).toMatchObject({
      id: expect.stringMatching(/^run_/),
      object: 'payroll_run',
      status: 'draft',
    });
    expect(draft).toMatchObject({ period_start: WEEK, period_end: '2026-11-22', finalized_at: null });
    expect(draft).toMatchObject({ timesheet_count: 2, commission_count: 3, line_count: 3 });
    // No tips until SPEC §18 keeps them: both "0.00", and never in gross.
    const totals = {
      regular_pay: '1049.84',
      overtime_pay: '396.75',
      commission: '65.24',
      paycheck_tips: '0.00',
      cash_tips: '0.00',
      gross: '1511.83',
    };
    expect(draft.totals).toEqual(totals);

    const finalized = await client.post(`/v1/payroll-runs/${draft.id}/finalize`);
    expect(finalized.status, finalized.text).toBe(200);
    expect(finalized.body).toMatchObject({ id: draft.id, status: 'finalized', totals: draft.totals });
    expect(finalized.body.finalized_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(await client.get(`/v1/payroll-runs/${draft.id}`)).toMatchObject({ body: finalized.body });

    const lines = await client.get(`/v1/payroll-lines?run=${draft.id}`);
    expect(lines.status, lines.text).toBe(200);
    expect(lines.body).toMatchObject({ has_more: false, next_cursor: null });
    const [first] = lines.body.data;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^pln_/),
      object: 'payroll_line',
      run: draft.id,
    });
    expect(first.staff_id).toBe(ana.body.id);
    const FIELDS = [
      'staff',
      'regular_hours',
      'overtime_hours',
      'double_time_hours',
      'rate',
      'regular_pay',
      'overtime_pay',
      'commission',
      'gross',
    ] as const;
    // bo: 16 × 19.99 = 319.84; 6 × 29.985 = 179.91 plus 2 × 39.98 = 79.96 → 259.87.
    const expected = [
      ['ana', 40, 5, 0, '18.25', '730.00', '136.88', '64.23', '931.11'],
      ['bo', 16, 6, 2, '19.99', '319.84', '259.87', '0.00', '579.71'],
      ['cy', 0, 0, 0, null, '0.00', '0.00', '1.01', '1.01'],
    ];
    expect(lines.body.data.map((l: Record<string, unknown>) => FIELDS.map((f) => l[f]))).toEqual(expected);

    // The CSV holds every field of the JSON with the same numbers, money plain.
    const csv = await client.request('GET', `/v1/payroll-lines?run=${draft.id}`, {
      headers: { accept: 'text/csv' },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(csvRecords(csv.text)).toEqual(
      lines.body.data.map(({ object, ...line }: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(line).map(([key, value]) => [key, String(value ?? '')])),
      ),
    );
    // The runs' CSV carries every total, tips included.
    const runsCsv = csvRecords((await client.get('/v1/payroll-runs?format=csv')).text);
    expect(runsCsv[0]).toMatchObject({ paycheck_tips: '0.00', cash_tips: '0.00', gross: totals.gross });

    // Finalized is final: no second finalize, no reopen, and a second run takes nothing.
    expect((await client.post(`/v1/payroll-runs/${draft.id}/finalize`)).status).toBe(409);
    const reopen = await client.post(`/v1/timesheets/${anaSheet}/reopen`, { reason: 'typo' });
    expect(reopen.status).toBe(409);
    const second = await createRun(client);
    expect(second).toMatchObject({ timesheet_count: 0, commission_count: 0, totals: { gross: '0.00' } });
    expect(await app.deps.repos.auditLog.listForSubject(client.shop.id, draft.id)).toMatchObject([
      { subjectType: 'payroll_run', action: 'finalize', fromStatus: 'draft', toStatus: 'finalized' },
    ]);
  });

  it('refuses to finalize a draft whose timesheet another run already finalized', async () => {
    const client = await newShop(app);
    const sheet = await approvedWeek(client);
    const first = await createRun(client);
    const second = await createRun(client);
    expect(second.timesheet_count).toBe(1);
    expect((await client.post(`/v1/payroll-runs/${first.id}/finalize`)).status).toBe(200);
    const res = await client.post(`/v1/payroll-runs/${second.id}/finalize`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(sheet);
    expect(res.body.detail).toContain(first.id);
    expect((await client.get(`/v1/payroll-runs/${second.id}`)).body.status).toBe('draft');
  });

  it('refuses to finalize a draft whose timesheet was reopened, naming the timesheet', async () => {
    const client = await newShop(app);
    const sheet = await approvedWeek(client);
    const run = await createRun(client);
    const reopened = await client.post(`/v1/timesheets/${sheet}/reopen`, { reason: 'missed a shift' });
    expect(reopened.status).toBe(200);
    const res = await client.post(`/v1/payroll-runs/${run.id}/finalize`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(sheet);
    expect((await client.timesheet(sheet)).status).toBe('pending');
  });

  it('answers 404 for another shop’s run on every route and changes nothing', async () => {
    const owner = await newShop(app);
    await approvedWeek(owner);
    const run = await createRun(owner);
    const other = await newShop(app);
    for (const [method, path] of [
      ['GET', `/v1/payroll-runs/${run.id}`],
      ['POST', `/v1/payroll-runs/${run.id}/finalize`],
      ['GET', `/v1/payroll-lines?run=${run.id}`],
      ['GET', `/v1/payroll-lines?run=${run.id}&format=csv`],
      ['GET', '/v1/payroll-lines?run=run_unknown'],
    ] as const) {
      const res = await other.request(method, path, method === 'POST' ? { body: {} } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.get('/v1/payroll-runs')).body.data).toEqual([]);
    expect((await owner.get(`/v1/payroll-runs/${run.id}`)).body).toEqual(run);
  });

  it('rejects malformed requests with 400 and a period ending before it starts with 422', async () => {
    const client = await newShop(app);
    const post = (body: object) => client.post('/v1/payroll-runs', body);
    const backwards = await post({ period_start: '2026-11-22', period_end: WEEK });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual([{ field: 'period_end', message: expect.any(String) }]);
    const unknown = await post({ period_start: WEEK, period_end: WEEK, note: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'note', message: 'unknown field' }]);
    expect((await post({ period_start: '2026-02-30', period_end: WEEK })).status).toBe(400);
    expect((await post({ period_start: 20261116, period_end: WEEK })).status).toBe(400);
    expect((await client.get('/v1/payroll-lines')).status).toBe(400);
  });

  it('pages runs and lines with limit and starting_after', async () => {
    const client = await newShop(app);
    for (const handle of ['dee', 'ana', 'cy', 'bo']) {
      await client.addStaff(handle, '10.00');
      const entry = await client.addEntry(handle, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
      await approve(client, entry.timesheet);
    }
    const run = await createRun(client);
    await createRun(client);
    const handles: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&starting_after=${cursor}` : '';
      const page = await client.get(`/v1/payroll-lines?run=${run.id}&limit=3${after}`);
      expect(page.status, page.text).toBe(200);
      handles.push(...page.body.data.map((line: { staff: string }) => line.staff));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(handles).toEqual(['ana', 'bo', 'cy', 'dee']);
    const runs = await client.get('/v1/payroll-runs?limit=1');
    expect(runs.body).toMatchObject({ data: [{ id: run.id }], has_more: true, next_cursor: run.id });
    const rest = await client.get(`/v1/payroll-runs?limit=1&starting_after=${run.id}`);
    expect(rest.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(rest.body.data).toHaveLength(1);
  });
});
