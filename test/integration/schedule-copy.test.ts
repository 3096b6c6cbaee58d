import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { copyWeek } from '../../web/services/scheduling/copy-week.js';
import { seedShifts, shiftsStartingIn } from '../helpers/dense-week.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { callerOf } from '../helpers/installed-shop.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

/** SPEC §13: a week copied to another at the same local wall-clock times, as drafts, or skipped with a reason. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

let sequence = 0;
type Shift = {
  id: string;
  staff: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  published: boolean;
  /** Only on write answers (SPEC §17). */
  warnings?: unknown[];
};

async function newShop(timezone: string, handles = ['ana', 'ben']) {
  const shop = await app.addShop(`copy-${++sequence}.myshopify.com`, { timezone, plan: 'pro' });
  const token = await app.token(shop);
  const call = callerOf(app, token);
  for (const handle of handles) await call('POST', '/v1/staff', { handle, name: handle });
  const shift = async (
    staff: string,
    starts_at: string,
    ends_at: string,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await call('POST', '/v1/shifts', { staff, starts_at, ends_at, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.body as Shift;
  };
  const copy = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/v1/shifts/copy', body);
    expect(res.status, res.text).toBe(200);
    return res.body as { created: Shift[]; skipped: Record<string, unknown>[] };
  };
  const all = async () => (await call('GET', '/v1/shifts?limit=100')).body.data as Shift[];
  return { shop, token, call, shift, copy, all };
}

/** Each copy as [staff, starts_at, ends_at], in the answer's order. */
const times = (shifts: Shift[]) => shifts.map((s) => [s.staff, s.starts_at, s.ends_at]);

describe('copying a week across a DST change keeps the local wall-clock times', () => {
  it('New York, spring: EST shifts land at the same local times in the week clocks go forward', async () => {
    const { shift, copy } = await newShop('America/New_York');
    await shift('ana', '2026-02-23T14:00:00Z', '2026-02-23T22:00:00Z'); // Mon 09:00–17:00 EST
    await shift('ben', '2026-02-28T03:00:00Z', '2026-02-28T11:00:00Z'); // Fri 22:00 – Sat 06:00 EST
    await shift('ana', '2026-03-01T03:00:00Z', '2026-03-01T11:00:00Z'); // Sat 22:00 – Sun 06:00 EST
    await shift('ben', '2026-03-01T07:30:00Z', '2026-03-01T09:00:00Z'); // Sun 02:30–04:00 EST
    await shift('ana', '2026-03-01T14:00:00Z', '2026-03-01T22:00:00Z'); // Sun 09:00–17:00 EST
    const { created, skipped } = await copy({ from_week: '2026-02-25', to_week: '2026-03-04' });
    expect(skipped).toEqual([]);
    expect(times(created)).toEqual([
      ['ana', '2026-03-02T14:00:00Z', '2026-03-02T22:00:00Z'], // Mon 09:00–17:00 EST
      ['ben', '2026-03-07T03:00:00Z', '2026-03-07T11:00:00Z'], // Fri 22:00 – Sat 06:00 EST
      ['ana', '2026-03-08T03:00:00Z', '2026-03-08T10:00:00Z'], // Sat 22:00 EST – Sun 06:00 EDT: 7 h
      // 02:30 does not exist on 2026-03-08: read as 03:30 EDT (RFC 5545); it ends 04:00 EDT.
      ['ben', '2026-03-08T07:30:00Z', '2026-03-08T08:00:00Z'],
      ['ana', '2026-03-08T13:00:00Z', '2026-03-08T21:00:00Z'], // Sun 09:00–17:00 EDT
    ]);
    expect(created.every((s) => s.published === false)).toBe(true);
  });

  it('New York, autumn: EDT shifts land at the same local times in the week clocks go back; a 24 h day shift is skipped', async () => {
    const { shift, copy } = await newShop('America/New_York');
    const whole = await shift('ben', '2026-10-25T04:00:00Z', '2026-10-26T04:00:00Z'); // Sun 00:00 – Mon 00:00 EDT
    await shift('ana', '2026-10-25T02:00:00Z', '2026-10-25T10:00:00Z'); // Sat 22:00 – Sun 06:00 EDT
    await shift('ana', '2026-10-25T13:00:00Z', '2026-10-25T21:00:00Z'); // Sun 09:00–17:00 EDT
    const { created, skipped } = await copy({ from_week: '2026-10-19', to_week: '2026-10-26' });
    expect(times(created)).toEqual([
      ['ana', '2026-11-01T02:00:00Z', '2026-11-01T11:00:00Z'], // Sat 22:00 EDT – Sun 06:00 EST: 9 h
      ['ana', '2026-11-01T14:00:00Z', '2026-11-01T22:00:00Z'], // Sun 09:00–17:00 EST
    ]);
    // Sunday 1 November has 25 hours: the same local times make a 25 h shift, which no shift may be.
    expect(skipped).toEqual([
      {
        shift: whole.id,
        reason: 'invalid_times',
        staff: 'ben',
        staff_id: expect.stringMatching(/^stf_/),
        starts_at: '2026-11-01T04:00:00Z',
        ends_at: '2026-11-02T05:00:00Z',
        conflict: null,
      },
    ]);
  });

  it('New York, autumn: a time shown twice is copied to its first occurrence', async () => {
    const { shift, copy } = await newShop('America/New_York');
    await shift('ana', '2026-10-25T05:30:00Z', '2026-10-25T06:30:00Z'); // Sun 01:30–02:30 EDT
    const { created } = await copy({ from_week: '2026-10-25', to_week: '2026-11-01' });
    // 01:30 on 2026-11-01 is first 01:30 EDT (05:30Z); 02:30 is EST (07:30Z).
    expect(times(created)).toEqual([['ana', '2026-11-01T05:30:00Z', '2026-11-01T07:30:00Z']]);
  });

  it('Berlin, spring and autumn: CET and CEST shifts keep 09:00–17:00 and 22:00–06:00 local', async () => {
    const { shift, copy } = await newShop('Europe/Berlin');
    await shift('ana', '2026-03-16T08:00:00Z', '2026-03-16T16:00:00Z'); // Mon 09:00–17:00 CET
    await shift('ana', '2026-03-21T21:00:00Z', '2026-03-22T05:00:00Z'); // Sat 22:00 – Sun 06:00 CET
    await shift('ben', '2026-03-22T08:00:00Z', '2026-03-22T16:00:00Z'); // Sun 09:00–17:00 CET
    const spring = await copy({ from_week: '2026-03-16', to_week: '2026-03-23' });
    expect(spring.skipped).toEqual([]);
    expect(times(spring.created)).toEqual([
      ['ana', '2026-03-23T08:00:00Z', '2026-03-23T16:00:00Z'],
      ['ana', '2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z'], // 22:00 CET – 06:00 CEST: 7 h
      ['ben', '2026-03-29T07:00:00Z', '2026-03-29T15:00:00Z'], // 09:00–17:00 CEST
    ]);

    await shift('ana', '2026-10-12T07:00:00Z', '2026-10-12T15:00:00Z'); // Mon 09:00–17:00 CEST
    await shift('ana', '2026-10-17T20:00:00Z', '2026-10-18T04:00:00Z'); // Sat 22:00 – Sun 06:00 CEST
    await shift('ben', '2026-10-18T07:00:00Z', '2026-10-18T15:00:00Z'); // Sun 09:00–17:00 CEST
    const autumn = await copy({ from_week: '2026-10-14', to_week: '2026-10-21' });
    expect(autumn.skipped).toEqual([]);
    expect(times(autumn.created)).toEqual([
      ['ana', '2026-10-19T07:00:00Z', '2026-10-19T15:00:00Z'],
      ['ana', '2026-10-24T20:00:00Z', '2026-10-25T05:00:00Z'], // 22:00 CEST – 06:00 CET: 9 h
      ['ben', '2026-10-25T08:00:00Z', '2026-10-25T16:00:00Z'], // 09:00–17:00 CET
    ]);
  });
});

describe('copying a week', () => {
  it('skips with its reason every copy that would overlap a shift, land on approved time off, or belong to inactive staff', async () => {
    const { call, shift, copy, all } = await newShop('UTC', ['ana', 'ben', 'cy', 'dee']);
    const anaMon = await shift('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z', {
      location: 'Dock',
      role: 'Lead',
      note: 'keys',
      break_minutes: 30,
    });
    const benTue = await shift('ben', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
    const cyWed = await shift('cy', '2026-11-18T09:00:00Z', '2026-11-18T17:00:00Z');
    await shift('dee', '2026-11-19T09:00:00Z', '2026-11-19T17:00:00Z');
    await shift('ben', '2026-11-20T09:00:00Z', '2026-11-20T17:00:00Z');
    const inTheWay = await shift('ana', '2026-11-23T12:00:00Z', '2026-11-23T20:00:00Z');
    const approved = await call('POST', '/v1/time-off', {
      staff: 'ben',
      starts_on: '2026-11-24',
      ends_on: '2026-11-24',
      kind: 'vacation',
    });
    await call('POST', `/v1/time-off/${approved.body.id}/approve`, {});
    // A request still waiting, and a denied one, block nothing.
    await call('POST', '/v1/time-off', {
      staff: 'ben',
      starts_on: '2026-11-27',
      ends_on: '2026-11-27',
      kind: 'sick',
    });
    const denied = await call('POST', '/v1/time-off', {
      staff: 'dee',
      starts_on: '2026-11-26',
      ends_on: '2026-11-26',
      kind: 'other',
    });
    await call('POST', `/v1/time-off/${denied.body.id}/deny`, {});
    await call('PATCH', '/v1/staff/cy', { active: false });
    await call('POST', '/v1/shifts/publish', { week: '2026-11-16' });
    const before = await all();

    const { created, skipped } = await copy({ from_week: '2026-11-16', to_week: '2026-11-23' });
    expect(skipped).toEqual([
      {
        shift: anaMon.id,
        reason: 'overlap',
        staff: 'ana',
        staff_id: anaMon.staff_id,
        starts_at: '2026-11-23T09:00:00Z',
        ends_at: '2026-11-23T17:00:00Z',
        conflict: inTheWay.id,
      },
      {
        shift: benTue.id,
        reason: 'time_off',
        staff: 'ben',
        staff_id: benTue.staff_id,
        starts_at: '2026-11-24T09:00:00Z',
        ends_at: '2026-11-24T17:00:00Z',
        conflict: approved.body.id,
      },
      {
        shift: cyWed.id,
        reason: 'inactive_staff',
        staff: 'cy',
        staff_id: cyWed.staff_id,
        starts_at: '2026-11-25T09:00:00Z',
        ends_at: '2026-11-25T17:00:00Z',
        conflict: null,
      },
    ]);
    expect(times(created)).toEqual([
      ['dee', '2026-11-26T09:00:00Z', '2026-11-26T17:00:00Z'],
      ['ben', '2026-11-27T09:00:00Z', '2026-11-27T17:00:00Z'],
    ]);
    // Copies are drafts even of a published week, and nothing but the copies was added.
    expect(created.every((s) => !s.published && s.id.startsWith('shf_'))).toBe(true);
    // Each copy answers its warnings (SPEC §17; none here), which GET never shows.
    expect(created.map((s) => s.warnings)).toEqual([[], []]);
    const copies = created.map(({ warnings: _w, ...shift }) => shift);
    const after = await all();
    expect(after.filter((s) => !before.some((b) => b.id === s.id))).toEqual(copies);
    expect(after.filter((s) => before.some((b) => b.id === s.id))).toEqual(before);
    for (const made of copies) expect((await call('GET', `/v1/shifts/${made.id}`)).body).toEqual(made);
  });

  it("copies every field but the times, and copies one staff member's shifts when asked, by handle or id", async () => {
    const { shift, copy } = await newShop('UTC');
    const source = await shift('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z', {
      location: 'Dock',
      role: 'Lead',
      note: 'keys',
      break_minutes: 30,
    });
    await shift('ben', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const { created } = await copy({ from_week: '2026-11-16', to_week: '2026-12-07', staff: 'ana' });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      staff: 'ana',
      staff_id: source.staff_id,
      starts_at: '2026-12-07T09:00:00Z',
      location: 'Dock',
      role: 'Lead',
      note: 'keys',
      break_minutes: 30,
      published: false,
    });
    const byId = await copy({ from_week: '2026-11-16', to_week: '2026-11-09', staff: source.staff_id });
    expect(times(byId.created)).toEqual([['ana', '2026-11-09T09:00:00Z', '2026-11-09T17:00:00Z']]);
  });

  it('copying the same week again skips every copy as an overlap, and an empty week copies nothing', async () => {
    const { shift, copy } = await newShop('UTC');
    await shift('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    await shift('ben', '2026-11-18T09:00:00Z', '2026-11-18T17:00:00Z');
    const first = await copy({ from_week: '2026-11-16', to_week: '2026-11-23' });
    const again = await copy({ from_week: '2026-11-16', to_week: '2026-11-23' });
    expect(again.created).toEqual([]);
    expect(again.skipped.map((s) => [s.reason, s.conflict])).toEqual(
      first.created.map((c) => ['overlap', c.id]),
    );
    expect(await copy({ from_week: '2026-12-28', to_week: '2027-01-04' })).toEqual({
      created: [],
      skipped: [],
    });
  });

  it('refuses a week copied onto itself and an unknown staff member with 422, bad bodies with 400, changing nothing', async () => {
    const { shop, call, shift, all } = await newShop('UTC');
    await shift('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const before = await all();
    const same = await call('POST', '/v1/shifts/copy', { from_week: '2026-11-16', to_week: '2026-11-22' });
    expect(fieldsOf(expectProblem(same, 422, 'rule_violation'))).toEqual(['to_week']);
    const unknown = await call('POST', '/v1/shifts/copy', {
      from_week: '2026-11-16',
      to_week: '2026-11-23',
      staff: 'zed',
    });
    expect(fieldsOf(expectProblem(unknown, 422, 'rule_violation'))).toEqual(['staff']);
    for (const [body, field] of [
      [{ from_week: '2026-11-16' }, 'to_week'],
      [{ from_week: '2026-11-31', to_week: '2026-11-23' }, 'from_week'],
      [{ from_week: '2026-11-16', to_week: '2026-11-23', publish: true }, 'publish'],
      [{ from_week: '2026-11-16', to_week: '2026-11-23', staff: '' }, 'staff'],
    ] as const) {
      const res = await call('POST', '/v1/shifts/copy', body);
      expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual([field]);
    }
    const reader = await app.token(shop, ['read_shifts']);
    const res = await app.request('POST', '/v1/shifts/copy', {
      token: reader,
      body: { from_week: '2026-11-16', to_week: '2026-11-23' },
    });
    expectProblem(res, 403, 'insufficient_scope');
    expect(await all()).toEqual(before);
  });

  it('is never half-made: a failure while writing the copies leaves no copy behind', async () => {
    const { shop, shift, all } = await newShop('UTC');
    for (let day = 16; day <= 20; day++)
      await shift('ana', `2026-11-${day}T09:00:00Z`, `2026-11-${day}T17:00:00Z`);
    const before = await all();
    const { shifts } = app.deps.repos;
    // The first copy is written, then the database fails the rest.
    const failing = {
      ...app.deps,
      repos: {
        ...app.deps.repos,
        shifts: {
          ...shifts,
          insertMany: async (rows: Parameters<typeof shifts.insertMany>[0]) => {
            await shifts.insertMany(rows.slice(0, 1));
            throw new Error('the database went away');
          },
        },
      },
    };
    await expect(
      copyWeek(failing, (shop as ShopRow).id, { fromWeek: '2026-11-16', toWeek: '2026-11-23' }),
    ).rejects.toThrow('the database went away');
    expect(await all()).toEqual(before);
  });
});

describe('a copy within the limits of SPEC §13', () => {
  it('skips as invalid_times a copy that a DST change would make shorter than a minute', async () => {
    const { shift, copy } = await newShop('America/New_York');
    // Sunday 1 March 2026, 01:59:30–03:00 EST: an hour and 30 s. On 8 March clocks jump from
    // 02:00 to 03:00, so the same local times are 30 s apart.
    const short = await shift('ana', '2026-03-01T06:59:30Z', '2026-03-01T08:00:00Z');
    const { created, skipped } = await copy({ from_week: '2026-03-01', to_week: '2026-03-08' });
    expect(created).toEqual([]);
    expect(skipped).toEqual([
      expect.objectContaining({
        shift: short.id,
        reason: 'invalid_times',
        starts_at: '2026-03-08T06:59:30Z',
        ends_at: '2026-03-08T07:00:00Z',
      }),
    ]);
  });

  it('copies a week of exactly 2,000 shifts whole; 2,001 would not fit: 422 week_full and nothing made, unless a copy is skipped', async () => {
    const { shop, call, shift, copy } = await newShop('UTC');
    const ana = (await call('GET', '/v1/staff/ana')).body.id as string;
    const monday = (date: string) => Date.parse(`${date}T00:00:00Z`);
    const week = (date: string) =>
      shiftsStartingIn(app.deps, shop.id, monday(date), monday(date) + 7 * 86_400_000);
    const sources = await seedShifts(app.deps, shop.id, ana, monday('2027-01-11'), 2000);

    const whole = await copy({ from_week: '2027-01-11', to_week: '2027-01-18' });
    expect(whole.skipped).toEqual([]);
    expect(whole.created).toHaveLength(2000);
    expect(whole.created.at(-1)).toMatchObject({
      starts_at: '2027-01-24T22:35:00Z',
      ends_at: '2027-01-24T22:40:00Z',
    });
    expect(await week('2027-01-18')).toBe(2000);

    // Ben's shift in the way of no copy: the week would hold 2,001.
    await shift('ben', '2027-01-27T09:00:00Z', '2027-01-27T17:00:00Z');
    const full = await call('POST', '/v1/shifts/copy', { from_week: '2027-01-11', to_week: '2027-01-25' });
    const problem = expectProblem(full, 422, 'week_full');
    expect(fieldsOf(problem)).toEqual(['to_week']);
    expect(problem.detail).toContain('2027-01-25');
    expect(await week('2027-01-25')).toBe(1);

    // Ana already works the first five minutes there: that copy is skipped, 1,999 are made, 2,000 in all.
    const there = await shift('ana', '2027-02-01T00:00:00Z', '2027-02-01T00:05:00Z');
    const fits = await copy({ from_week: '2027-01-11', to_week: '2027-02-01' });
    expect(fits.created).toHaveLength(1999);
    expect(fits.skipped).toEqual([
      expect.objectContaining({ shift: sources[0], reason: 'overlap', conflict: there.id }),
    ]);
    expect(await week('2027-02-01')).toBe(2000);
  });

  it('refuses with 422 week_full on from_week to copy a week that holds more than 2,000 shifts (written before the limit)', async () => {
    const { shop, call } = await newShop('UTC');
    const ana = (await call('GET', '/v1/staff/ana')).body.id as string;
    await seedShifts(app.deps, shop.id, ana, Date.parse('2027-01-11T00:00:00Z'), 2001);
    const res = await call('POST', '/v1/shifts/copy', { from_week: '2027-01-11', to_week: '2027-01-18' });
    expect(fieldsOf(expectProblem(res, 422, 'week_full'))).toEqual(['from_week']);
    expect(
      await shiftsStartingIn(
        app.deps,
        shop.id,
        Date.parse('2027-01-18T00:00:00Z'),
        Date.parse('2027-01-25T00:00:00Z'),
      ),
    ).toBe(0);
  });
});
