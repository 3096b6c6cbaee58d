import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { cents, csvRecords, newShop, parseCsv, type ShopClient } from '../helpers/shop-client.js';

/**
 * SPEC §19 over real HTTP, on the suite's database (run once more with TEST_DATABASE_URL for
 * PostgreSQL): each provider file of a hand-worked run against a checked-in file, byte for byte.
 * Tips are 0 in every run here: SPEC §18 (which keeps tips) is not built yet, so the tips
 * columns are checked empty; the writer's handling of tips is covered by the unit tests.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'payroll-files');
const FORMATS = ['gusto', 'adp_wfn', 'paychex_flex', 'quickbooks'] as const;

/** The raw bytes of an answer (fetch's text() would drop a BOM, the very thing to check). */
async function download(client: ShopClient, path: string) {
  const res = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${client.token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function approve(client: ShopClient, timesheetId: string) {
  const res = await client.post(`/v1/timesheets/${timesheetId}/approve`);
  expect(res.status, res.text).toBe(200);
}

async function addStaff(client: ShopClient, body: Record<string, unknown>) {
  const res = await client.post('/v1/staff', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/**
 * The hand-worked run, 2026-11-16..2026-11-29, every figure worked out in the fixtures:
 * - ana (weekly_40): five 9 h days = 40 + 5 h overtime, then 2 h the next week; commissions
 *   1234.50 × 5% = 61.725 → 61.73 and 99.99 × 2.50% = 2.49975 → 2.50: 64.23;
 * - bo (daily_8_weekly_40): 14 h Monday (8 + 4 at 1.5× + 2 at 2×), 10 h Tuesday (8 + 2 at 1.5×);
 * - cy: no hours, commission 10.05 × 10% = 1.005 → 1.01;
 * - fay: four days of 7:27:30 = 29.8333 h → 29.83 h, which QuickBooks writes 29:50.
 * Names and ids carry commas, quotes, accents and formula starts.
 */
async function handWorkedRun() {
  const client = await newShop(app);
  await addStaff(client, {
    handle: 'ana',
    name: 'Ana María Lima',
    hourly_rate: '18.25',
    commission_rate: '5.00',
    payroll_ids: { gusto: 'a1B2c3', adp_wfn: '51', paychex_flex: 'ANA01', quickbooks: 'Ana María Lima' },
  });
  await addStaff(client, {
    handle: 'cy',
    name: '=Cy Formula',
    commission_rate: '10.00',
    payroll_ids: { gusto: 'CYCY01', adp_wfn: '999999', paychex_flex: 'CY' },
  });
  await addStaff(client, {
    handle: 'fay',
    name: 'Fay',
    hourly_rate: '15.00',
    payroll_ids: { gusto: 'FAY123', adp_wfn: '777', paychex_flex: 'FAY', quickbooks: '-Fay' },
  });
  let anaWeek = '';
  for (let day = 16; day <= 20; day++)
    anaWeek = (await client.addEntry('ana', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T17:00:00Z`))
      .timesheet;
  let fayWeek = '';
  for (let day = 16; day <= 19; day++)
    fayWeek = (await client.addEntry('fay', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T15:27:30Z`))
      .timesheet;
  const anaNext = (await client.addEntry('ana', '2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z')).timesheet;
  for (const sheet of [anaWeek, fayWeek, anaNext]) await approve(client, sheet);

  expect((await client.patch('/v1/shop', { overtime_rule: 'daily_8_weekly_40' })).status).toBe(200);
  await addStaff(client, {
    handle: 'bo',
    name: 'Bo "Bobby" O\'Neil, Jr.',
    hourly_rate: '19.99',
    payroll_ids: { gusto: 'BOB001', adp_wfn: '1234', paychex_flex: 'B0', quickbooks: 'O\'Neil, Bo "Bobby"' },
  });
  await client.addEntry('bo', '2026-11-16T06:00:00Z', '2026-11-16T20:00:00Z');
  await approve(
    client,
    (await client.addEntry('bo', '2026-11-17T08:00:00Z', '2026-11-17T18:00:00Z')).timesheet,
  );

  const sales = [
    { staff: 'ana', sale_amount: '1234.50', occurred_at: '2026-11-18T12:00:00Z' },
    { staff: 'ana', sale_amount: '99.99', rate: '2.50', occurred_at: '2026-11-22T23:59:59Z' },
    { staff: 'cy', sale_amount: '10.05', occurred_at: '2026-11-16T00:00:00Z' },
  ];
  for (const sale of sales) expect((await client.post('/v1/commissions', sale)).status).toBe(201);
  const settings = await client.patch('/v1/shop', {
    payroll_export: {
      adp_wfn: { company_code: 'AB' },
      paychex_flex: { client_id: '12345678', commission: 'Commission, Sales' },
    },
  });
  expect(settings.status, settings.text).toBe(200);
  const run = await client.post('/v1/payroll-runs', { period_start: '2026-11-16', period_end: '2026-11-29' });
  expect(run.status, run.text).toBe(201);
  return { client, run: run.body };
}

const FILE_NAMES = {
  gusto: 'shiftbook-gusto-2026-11-16-2026-11-29.csv',
  adp_wfn: 'EPIAB_29.csv',
  paychex_flex: 'shiftbook-paychex-flex-2026-11-16-2026-11-29.csv',
  quickbooks: 'shiftbook-quickbooks-2026-11-16-2026-11-29.csv',
} as const;

describe('GET /v1/payroll-runs/{id}/export', () => {
  it('writes each provider file of a hand-worked run byte for byte, draft and finalized alike', async () => {
    const { client, run } = await handWorkedRun();
    expect(run.totals).toMatchObject({ paycheck_tips: '0.00', cash_tips: '0.00' });
    for (const format of FORMATS) {
      const { res, bytes } = await download(client, `/v1/payroll-runs/${run.id}/export?format=${format}`);
      expect(res.status, bytes.toString()).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${FILE_NAMES[format]}"`);
      const expected = readFileSync(join(FIXTURES, `${format}.csv`));
      expect(bytes.toString('utf8'), format).toBe(expected.toString('utf8'));
      expect(bytes.equals(expected), format).toBe(true);
      // Made whole before it is sent (decision 64): its length is known up front.
      expect(res.headers.get('content-length')).toBe(String(expected.length));
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'no BOM').toBe(false);
      // An independent reader finds every row CRLF-ended and as wide as the header.
      const rows = parseCsv(bytes.toString('utf8'));
      for (const row of rows) expect(row.length, format).toBe(rows[0]!.length);
    }
    expect((await client.post(`/v1/payroll-runs/${run.id}/finalize`)).status).toBe(200);
    const finalized = await download(client, `/v1/payroll-runs/${run.id}/export?format=gusto`);
    expect(finalized.res.status).toBe(200);
    expect(finalized.bytes.equals(readFileSync(join(FIXTURES, 'gusto.csv')))).toBe(true);
  });

  it('refuses a missing or other format (400) and an unknown run (404), changing nothing', async () => {
    const { client, run } = await handWorkedRun();
    const before = (await client.get(`/v1/payroll-runs/${run.id}`)).text;
    for (const query of ['', '?format=', '?format=csv', '?format=GUSTO', '?format=gusto&format=adp_wfn']) {
      const res = await client.get(`/v1/payroll-runs/${run.id}/export${query}`);
      const problem = expectProblem(res, 400, 'validation_error');
      expect(problem.errors?.map((e) => e.field)).toContain('format');
    }
    expectProblem(await client.get('/v1/payroll-runs/run_unknown/export?format=gusto'), 404, 'not_found');
    const other = await newShop(app);
    expectProblem(await other.get(`/v1/payroll-runs/${run.id}/export?format=gusto`), 404, 'not_found');
    expect((await client.get(`/v1/payroll-runs/${run.id}`)).text).toBe(before);
  });

  it('answers 422 payroll_settings_missing without the ADP company code or the Paychex client id', async () => {
    const { client, run } = await handWorkedRun();
    const cleared = await client.patch('/v1/shop', {
      payroll_export: { adp_wfn: { company_code: null }, paychex_flex: { client_id: null } },
    });
    expect(cleared.body.payroll_export.adp_wfn.company_code).toBeNull();
    const adp = expectProblem(
      await client.get(`/v1/payroll-runs/${run.id}/export?format=adp_wfn`),
      422,
      'payroll_settings_missing',
    );
    expect(adp.errors).toEqual([
      { field: 'payroll_export.adp_wfn.company_code', message: expect.any(String) },
    ]);
    const paychex = expectProblem(
      await client.get(`/v1/payroll-runs/${run.id}/export?format=paychex_flex`),
      422,
      'payroll_settings_missing',
    );
    expect(paychex.errors?.map((e) => e.field)).toEqual(['payroll_export.paychex_flex.client_id']);
  });

  it('answers 422 payroll_id_missing naming every staff member with a row and no id, sorted; never part of a file', async () => {
    const client = await newShop(app);
    // zed and amy work without ids; bob has a Gusto id; cat has no figures and needs none.
    for (const handle of ['zed', 'amy', 'bob', 'cat']) {
      const ids = handle === 'bob' ? { gusto: 'BOB123', quickbooks: 'Bob' } : {};
      await addStaff(client, { handle, name: handle, hourly_rate: '20.00', payroll_ids: ids });
    }
    for (const handle of ['zed', 'amy', 'bob'])
      await approve(
        client,
        (await client.addEntry(handle, '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z')).timesheet,
      );
    await addStaff(client, { handle: 'dot', name: 'Dot', commission_rate: '10.00' });
    expect(
      (
        await client.post('/v1/commissions', {
          staff: 'dot',
          sale_amount: '50.00',
          occurred_at: '2026-11-18T12:00:00Z',
        })
      ).status,
    ).toBe(201);
    const run = (
      await client.post('/v1/payroll-runs', { period_start: '2026-11-16', period_end: '2026-11-22' })
    ).body;
    const res = await client.get(`/v1/payroll-runs/${run.id}/export?format=gusto`);
    const problem = expectProblem(res, 422, 'payroll_id_missing');
    expect(res.body).toMatchObject({ format: 'gusto', staff: ['amy', 'dot', 'zed'] });
    expect(problem.errors).toEqual([
      { field: 'payroll_ids.gusto', message: 'amy' },
      { field: 'payroll_ids.gusto', message: 'dot' },
      { field: 'payroll_ids.gusto', message: 'zed' },
    ]);
    // QuickBooks carries hours only: dot's commission puts no row in it, so dot needs no id there.
    const qb = await client.get(`/v1/payroll-runs/${run.id}/export?format=quickbooks`);
    expect(qb.body.staff).toEqual(['amy', 'zed']);
    for (const handle of ['amy', 'zed', 'dot'])
      expect(
        (
          await client.patch(`/v1/staff/${handle}`, {
            payroll_ids: { gusto: `${handle}999`.slice(0, 6).padEnd(6, '0') },
          })
        ).status,
      ).toBe(200);
    const fixed = await client.request('GET', `/v1/payroll-runs/${run.id}/export?format=gusto`);
    expect(fixed.status, fixed.text).toBe(200);
    expect(csvRecords(fixed.text).map((r) => r.gusto_employee_id)).toEqual([
      'amy999',
      'BOB123',
      'dot999',
      'zed999',
    ]);
  });
});

/** A seeded random run's staff: hours per day of one week and commissions, all with every id. */
const runArbitrary = fc.array(
  fc.record({
    days: fc.array(fc.integer({ min: 0, max: 14 * 60 }), { minLength: 1, maxLength: 7 }),
    sales: fc.array(fc.integer({ min: 1, max: 500_00 }), { maxLength: 2 }),
  }),
  { minLength: 1, maxLength: 4 },
);

function money(centsValue: number): string {
  return `${Math.floor(centsValue / 100)}.${String(centsValue % 100).padStart(2, '0')}`;
}

/** Σ of a numeric column, in hundredths (an empty cell is zero). */
const sumOf = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + (row[column] === '' ? 0 : cents(row[column]!)), 0);

describe('provider files add up to the run (property, seeded)', () => {
  it("every file's hours and money add up to the run's payroll lines", async () => {
    const samples = fc.sample(runArbitrary, { seed: 33, numRuns: 4 });
    for (const staff of samples) {
      const client = await newShop(app);
      expect((await client.patch('/v1/shop', { overtime_rule: 'daily_8_weekly_40' })).status).toBe(200);
      await client.patch('/v1/shop', {
        payroll_export: { adp_wfn: { company_code: 'K7Q' }, paychex_flex: { client_id: 'C1' } },
      });
      for (const [i, member] of staff.entries()) {
        const handle = `s${i}`;
        await addStaff(client, {
          handle,
          name: `Staff ${i}`,
          hourly_rate: '20.00',
          commission_rate: '3.00',
          payroll_ids: {
            gusto: `GUS00${i}`,
            adp_wfn: String(100 + i),
            paychex_flex: `P${i}`,
            quickbooks: `Q ${i}`,
          },
        });
        let sheet: string | undefined;
        for (const [day, minutes] of member.days.entries()) {
          if (minutes === 0) continue;
          const start = Date.UTC(2026, 10, 16 + day, 6);
          const entry = await client.addEntry(
            handle,
            new Date(start).toISOString().replace('.000', ''),
            new Date(start + minutes * 60_000).toISOString().replace('.000', ''),
          );
          sheet = entry.timesheet;
        }
        if (sheet) await approve(client, sheet);
        for (const sale of member.sales)
          await client.post('/v1/commissions', {
            staff: handle,
            sale_amount: money(sale),
            occurred_at: '2026-11-18T12:00:00Z',
          });
      }
      const run = (
        await client.post('/v1/payroll-runs', { period_start: '2026-11-16', period_end: '2026-11-22' })
      ).body;
      const lines: Record<string, string | number>[] = (await client.get(`/v1/payroll-lines?run=${run.id}`))
        .body.data;
      const total = (field: string) =>
        lines.reduce(
          (sum, line) =>
            sum +
            (typeof line[field] === 'number'
              ? Math.round((line[field] as number) * 100)
              : cents(String(line[field]))),
          0,
        );
      const file = async (format: string) => {
        const res = await client.request('GET', `/v1/payroll-runs/${run.id}/export?format=${format}`);
        expect(res.status, res.text).toBe(200);
        return csvRecords(res.text);
      };
      const gusto = await file('gusto');
      expect(sumOf(gusto, 'regular_hours')).toBe(total('regular_hours'));
      expect(sumOf(gusto, 'overtime_hours')).toBe(total('overtime_hours'));
      expect(sumOf(gusto, 'double_overtime_hours')).toBe(total('double_time_hours'));
      expect(sumOf(gusto, 'commission')).toBe(total('commission'));
      expect(sumOf(gusto, 'paycheck_tips') + sumOf(gusto, 'cash_tips')).toBe(
        total('paycheck_tips') + total('cash_tips'),
      );
      const adp = await file('adp_wfn');
      expect(sumOf(adp, 'Reg Hours')).toBe(total('regular_hours'));
      expect(sumOf(adp, 'O/T Hours')).toBe(total('overtime_hours'));
      expect(sumOf(adp, 'Hours 3 Amount')).toBe(total('double_time_hours'));
      expect(sumOf(adp, 'Earnings 3 Amount')).toBe(total('commission'));
      const paychex = await file('paychex_flex');
      const component = (name: string, column: string) =>
        sumOf(
          paychex.filter((r) => r['Pay Component'] === name),
          column,
        );
      expect(component('Hourly', 'Hours')).toBe(total('regular_hours'));
      expect(component('Overtime', 'Hours')).toBe(total('overtime_hours'));
      expect(component('Double Time', 'Hours')).toBe(total('double_time_hours'));
      expect(component('Commission', 'Amount')).toBe(total('commission'));
      // QuickBooks rounds each timesheet's hours to whole minutes: within half a minute a row.
      const quickbooks = await file('quickbooks');
      const minutes = quickbooks.reduce((sum, row) => {
        const [h, m] = row.Duration!.split(':').map(Number) as [number, number];
        return sum + h * 60 + m;
      }, 0);
      const hours = total('regular_hours') + total('overtime_hours') + total('double_time_hours');
      expect(Math.abs(minutes * 100 - hours * 60)).toBeLessThanOrEqual(50 * quickbooks.length);
    }
  });
});
