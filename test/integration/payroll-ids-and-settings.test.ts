import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { newShop } from '../helpers/shop-client.js';

/** SPEC §19: staff `payroll_ids` and the shop's `payroll_export`, on the suite's database. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const NONE = { gusto: null, adp_wfn: null, paychex_flex: null, quickbooks: null };

describe('staff payroll_ids', () => {
  it('starts all null, and a PATCH sets only the keys it names (null removes one)', async () => {
    const client = await newShop(app);
    const ana = await client.addStaff('ana');
    expect(ana.payroll_ids).toEqual(NONE);
    let res = await client.patch('/v1/staff/ana', { payroll_ids: { gusto: 'a1B2c3', adp_wfn: '51' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.payroll_ids).toEqual({ ...NONE, gusto: 'a1B2c3', adp_wfn: '51' });
    res = await client.patch('/v1/staff/ana', { payroll_ids: { quickbooks: 'Ana Lima', gusto: null } });
    expect(res.body.payroll_ids).toEqual({ ...NONE, adp_wfn: '51', quickbooks: 'Ana Lima' });
    res = await client.patch('/v1/staff/ana', { hourly_rate: '21.00' });
    expect(res.body.payroll_ids).toEqual({ ...NONE, adp_wfn: '51', quickbooks: 'Ana Lima' });
    const list = await client.get('/v1/staff');
    expect(list.body.data[0].payroll_ids).toEqual({ ...NONE, adp_wfn: '51', quickbooks: 'Ana Lima' });
  });

  it('refuses an id out of its pattern with 400, storing nothing', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const bad = [
      { gusto: 'abc12' },
      { gusto: 'abc1234' },
      { gusto: 'abc-12' },
      { adp_wfn: '50' },
      { adp_wfn: '1234567' },
      { adp_wfn: '12a' },
      { paychex_flex: 'ABCDEFGHIJK' },
      { paychex_flex: 'AB 1' },
      { paychex_flex: '' },
      { quickbooks: '' },
      { quickbooks: 'x'.repeat(101) },
      { quickbooks: 'Ana\u0007' },
      { square: 'x' },
    ];
    for (const ids of bad) {
      const problem = expectProblem(
        await client.patch('/v1/staff/ana', { payroll_ids: ids }),
        400,
        'validation_error',
      );
      expect(fieldsOf(problem).join(), JSON.stringify(ids)).toContain('payroll_ids');
    }
    expect((await client.get('/v1/staff/ana')).body.payroll_ids).toEqual(NONE);
    const created = await client.post('/v1/staff', { handle: 'bo', name: 'Bo', payroll_ids: { gusto: 'x' } });
    expectProblem(created, 400, 'validation_error');
    expect((await client.get('/v1/staff/bo')).status).toBe(404);
  });

  it("answers 409 for an id another staff member of the shop holds, ignoring case; other shops don't count", async () => {
    const client = await newShop(app);
    const ids = { gusto: 'ABC123', adp_wfn: '51', paychex_flex: 'Px1', quickbooks: 'Ana Lima' };
    const ana = await client.post('/v1/staff', { handle: 'ana', name: 'Ana', payroll_ids: ids });
    expect(ana.status, ana.text).toBe(201);
    await client.addStaff('bo');
    const clashes = [
      ['gusto', 'abc123'],
      ['adp_wfn', '51'],
      ['adp_wfn', '000051'],
      ['paychex_flex', 'PX1'],
      ['quickbooks', 'ANA LIMA'],
    ] as const;
    for (const [key, value] of clashes) {
      const problem = expectProblem(
        await client.patch('/v1/staff/bo', { payroll_ids: { [key]: value } }),
        409,
        'state_conflict',
      );
      expect(fieldsOf(problem)).toEqual([`payroll_ids.${key}`]);
    }
    expect((await client.get('/v1/staff/bo')).body.payroll_ids).toEqual(NONE);
    const created = await client.post('/v1/staff', {
      handle: 'cy',
      name: 'Cy',
      payroll_ids: { gusto: 'abc123' },
    });
    expectProblem(created, 409, 'state_conflict');
    // Ana may set her own ids again in another case; another shop may use the same ids.
    expect((await client.patch('/v1/staff/ana', { payroll_ids: { gusto: 'abc123' } })).status).toBe(200);
    const other = await newShop(app);
    expect((await other.post('/v1/staff', { handle: 'ana', name: 'Ana', payroll_ids: ids })).status).toBe(
      201,
    );
    // Once ana lets go of an id, bo may take it.
    await client.patch('/v1/staff/ana', { payroll_ids: { quickbooks: null } });
    expect((await client.patch('/v1/staff/bo', { payroll_ids: { quickbooks: 'Ana Lima' } })).status).toBe(
      200,
    );
  });
});

const DEFAULTS = {
  adp_wfn: {
    company_code: null,
    batch_id: null,
    double_time_code: 'D',
    commission_code: 'C',
    paycheck_tips_code: 'T',
    cash_tips_memo_code: 'M',
  },
  paychex_flex: {
    client_id: null,
    regular: 'Hourly',
    overtime: 'Overtime',
    double_time: 'Double Time',
    commission: 'Commission',
    paycheck_tips: 'Paycheck Tips',
    cash_tips: 'Cash Tips',
  },
  quickbooks: { regular: 'Regular Pay', overtime: 'Overtime Pay', double_time: 'Double Overtime Pay' },
};

describe('shop payroll_export', () => {
  it('shows every default, merges a PATCH per provider and key, and null restores a default', async () => {
    const client = await newShop(app);
    expect((await client.get('/v1/shop')).body.payroll_export).toEqual(DEFAULTS);
    let res = await client.patch('/v1/shop', {
      payroll_export: {
        adp_wfn: { company_code: 'K7Q', commission_code: 'CM' },
        quickbooks: { regular: 'Hourly' },
      },
    });
    expect(res.status, res.text).toBe(200);
    const changed = {
      ...DEFAULTS,
      adp_wfn: { ...DEFAULTS.adp_wfn, company_code: 'K7Q', commission_code: 'CM' },
      quickbooks: { ...DEFAULTS.quickbooks, regular: 'Hourly' },
    };
    expect(res.body.payroll_export).toEqual(changed);
    res = await client.patch('/v1/shop', { payroll_export: { adp_wfn: { batch_id: 'QB1' } } });
    expect(res.body.payroll_export.adp_wfn).toEqual({ ...changed.adp_wfn, batch_id: 'QB1' });
    res = await client.patch('/v1/shop', {
      payroll_export: { adp_wfn: { commission_code: null, batch_id: null }, quickbooks: { regular: null } },
    });
    expect(res.body.payroll_export).toEqual({
      ...DEFAULTS,
      adp_wfn: { ...DEFAULTS.adp_wfn, company_code: 'K7Q' },
    });
    expect((await client.get('/v1/shop')).body.payroll_export.adp_wfn.company_code).toBe('K7Q');
  });

  it('refuses a setting out of its pattern with 400, changing nothing', async () => {
    const client = await newShop(app);
    const bad = [
      { adp_wfn: { company_code: 'k7q' } },
      { adp_wfn: { company_code: 'A' } },
      { adp_wfn: { company_code: 'ABCD' } },
      { adp_wfn: { batch_id: 'ABCDEFG' } },
      { adp_wfn: { double_time_code: 'DDD' } },
      { adp_wfn: { commission_code: '' } },
      { paychex_flex: { client_id: '123456789' } },
      { paychex_flex: { client_id: '12-4' } },
      { paychex_flex: { regular: 'x'.repeat(21) } },
      { paychex_flex: { overtime: '' } },
      { quickbooks: { double_time: '' } },
      { quickbooks: { bonus: 'Bonus' } },
      { square: {} },
    ];
    for (const change of bad) {
      const problem = expectProblem(
        await client.patch('/v1/shop', { payroll_export: change }),
        400,
        'validation_error',
      );
      expect(fieldsOf(problem).join(), JSON.stringify(change)).toContain('payroll_export');
    }
    expect((await client.get('/v1/shop')).body.payroll_export).toEqual(DEFAULTS);
  });
});
