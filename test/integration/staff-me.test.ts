import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import type { SmtpCapture } from '../helpers/smtp-capture.js';
import {
  asStaff,
  STAFF_APP_URL,
  signInByInvite,
  startEmailTestApp,
  stopEmailTestApp,
} from '../helpers/staff-app.js';

let app: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await startEmailTestApp());
});
afterAll(() => stopEmailTestApp({ app, smtp }));

let counter = 0;
const DAY = 24 * 60 * 60 * 1000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A Monday at least a week ahead, so shifts and time off lie in the future. */
const NEXT_WEEK = dateOf(Date.now() + (7 + ((8 - new Date().getUTCDay()) % 7)) * DAY);
const at = (date: string, time: string) => `${date}T${time}:00Z`;

type StaffCall = ReturnType<typeof asStaff>;

/** A shop with ana (signed in) and bea, each with a rate and an email. */
async function signedInShop(): Promise<{ shop: ShopClient; me: StaffCall; bea: string }> {
  counter++;
  const shop = await newShop(app);
  await shop.post('/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    email: `me.${process.pid}.${counter}@example.com`,
    hourly_rate: '20.00',
    commission_rate: '5.00',
  });
  const bea = (await shop.post('/v1/staff', { handle: 'bea', name: 'Bea', hourly_rate: '30.00' })).body.id;
  const { cookie } = await signInByInvite(app, shop.token, 'ana', smtp);
  return { shop, me: asStaff(app, cookie), bea };
}

describe('/v1/me (SPEC §15)', () => {
  it('lists only my published shifts, by start, in a range of at most 93 days', async () => {
    const { shop, me } = await signedInShop();
    const mine = (
      await shop.post('/v1/shifts', {
        staff: 'ana',
        starts_at: at(NEXT_WEEK, '09:00'),
        ends_at: at(NEXT_WEEK, '17:00'),
      })
    ).body;
    await shop.post('/v1/shifts', {
      staff: 'bea',
      starts_at: at(NEXT_WEEK, '10:00'),
      ends_at: at(NEXT_WEEK, '18:00'),
    });
    expect((await me('GET', `/v1/me/shifts?from=${NEXT_WEEK}&to=${NEXT_WEEK}`)).body.data).toEqual([]);
    expect((await shop.post('/v1/shifts/publish', { week: NEXT_WEEK })).status).toBe(200);
    const later = (
      await shop.post('/v1/shifts', {
        staff: 'ana',
        starts_at: at(NEXT_WEEK, '18:00'),
        ends_at: at(NEXT_WEEK, '20:00'),
      })
    ).body;

    const listed = await me('GET', `/v1/me/shifts?from=${NEXT_WEEK}&to=${NEXT_WEEK}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([mine.id]);
    expect(later.published).toBe(false);

    // A shift of the night before that runs into the first day is listed; one that ended is not.
    const sunday = dateOf(Date.parse(NEXT_WEEK) - DAY);
    const overnight = (
      await shop.post('/v1/shifts', {
        staff: 'ana',
        starts_at: at(sunday, '20:00'),
        ends_at: at(NEXT_WEEK, '04:00'),
      })
    ).body;
    await shop.post('/v1/shifts', {
      staff: 'ana',
      starts_at: at(sunday, '08:00'),
      ends_at: at(sunday, '16:00'),
    });
    await shop.post('/v1/shifts/publish', { week: dateOf(Date.parse(NEXT_WEEK) - 7 * DAY) });
    const withNight = await me('GET', `/v1/me/shifts?from=${NEXT_WEEK}&to=${NEXT_WEEK}`);
    expect(withNight.body.data.map((s: { id: string }) => s.id)).toEqual([overnight.id, mine.id]);
    expectProblem(
      await me('GET', `/v1/me/shifts?from=${NEXT_WEEK}&to=${dateOf(Date.parse(NEXT_WEEK) + 93 * DAY)}`),
      400,
      'validation_error',
    );
    expect(
      (await me('GET', `/v1/me/shifts?from=${NEXT_WEEK}&to=${dateOf(Date.parse(NEXT_WEEK) + 92 * DAY)}`))
        .status,
    ).toBe(200);
    expectProblem(await me('GET', '/v1/me/shifts?staff=bea'), 400, 'validation_error');
  });

  it('hides rate, gross and commission amounts unless the shop sets staff_see_pay', async () => {
    const { shop, me } = await signedInShop();
    await shop.addEntry('ana', at('2026-11-16', '09:00'), at('2026-11-16', '17:30'));
    await shop.addEntry('bea', at('2026-11-16', '09:00'), at('2026-11-16', '17:00'));
    await shop.post('/v1/commissions', {
      staff: 'ana',
      sale_amount: '100.00',
      occurred_at: at('2026-11-16', '12:00'),
    });

    const hidden = (await me('GET', '/v1/me/timesheets')).body.data;
    expect(hidden).toEqual([
      {
        id: expect.stringMatching(/^tms_/),
        week_start: '2026-11-16',
        status: 'pending',
        hours: 8.5,
        regular_hours: 8.5,
        overtime_hours: 0,
        double_time_hours: 0,
      },
    ]);
    const commission = (await me('GET', '/v1/me/commissions')).body.data;
    expect(commission).toHaveLength(1);
    expect(Object.keys(commission[0]).sort()).toEqual([
      'id',
      'occurred_at',
      'reference',
      'sale_amount',
      'source',
    ]);
    const everything = JSON.stringify([hidden, commission, (await me('GET', '/v1/me')).body]);
    expect(everything).not.toMatch(/"(rate|gross|amount|hourly_rate)"/);

    const csvHidden = await me('GET', '/v1/me/timesheets?format=csv');
    expect(csvHidden.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csvHidden.text.split('\r\n')[0]).toBe(
      'id,week_start,status,hours,regular_hours,overtime_hours,double_time_hours',
    );
    expect((await me('GET', '/v1/me/commissions?format=csv')).text).not.toMatch(/amount,|,rate|5\.00/);

    expect((await shop.patch('/v1/shop', { staff_see_pay: true })).body.staff_see_pay).toBe(true);
    expect((await me('GET', '/v1/me/timesheets?format=csv')).text.split('\r\n')[1]).toMatch(
      /,20\.00,170\.00$/,
    );
    expect((await me('GET', '/v1/me/timesheets')).body.data[0]).toMatchObject({
      rate: '20.00',
      gross: '170.00',
    });
    expect((await me('GET', '/v1/me/commissions')).body.data[0]).toMatchObject({
      rate: '5.00',
      amount: '5.00',
      // A manual commission has no sale lines (SPEC §18); lines show with the amounts.
      lines: [],
    });
    expect((await me('GET', '/v1/me/timesheets?from=2026-11-17')).body.data).toEqual([]);
    expect((await me('GET', '/v1/me')).body.shop.staff_see_pay).toBe(true);
  });

  it('requests and cancels time off; another person’s id is a 404 and a second cancel a 409', async () => {
    const { shop, me, bea } = await signedInShop();
    const body = { starts_on: NEXT_WEEK, ends_on: NEXT_WEEK, kind: 'vacation', note: 'Trip' };
    expectProblem(
      await me('POST', '/v1/me/time-off', { body: { ...body, staff: 'bea' } }),
      400,
      'validation_error',
    );
    expectProblem(
      await me('POST', '/v1/me/time-off', { body, headers: { origin: 'https://evil.example' } }),
      403,
      'origin_mismatch',
    );
    expect((await shop.get('/v1/time-off')).body.data).toEqual([]);

    const created = await me('POST', '/v1/me/time-off', { body });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ staff: 'ana', status: 'requested' });
    const beas = (await shop.post('/v1/time-off', { ...body, staff: bea })).body;
    expectProblem(await me('POST', `/v1/me/time-off/${beas.id}/cancel`), 404, 'not_found');
    expect((await me('GET', '/v1/me/time-off')).body.data.map((t: { id: string }) => t.id)).toEqual([
      created.body.id,
    ]);
    // The CSV the route's OpenAPI entry promises: the same rows, the time off columns.
    const csv = await me('GET', '/v1/me/time-off?format=csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, row, end] = csv.text.split('\r\n');
    expect(header).toMatch(/^id,staff,staff_id,starts_on,ends_on,kind,/);
    expect(row).toMatch(new RegExp(`^${created.body.id},ana,`));
    expect(end).toBe('');

    const cancelled = await me('POST', `/v1/me/time-off/${created.body.id}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expectProblem(await me('POST', `/v1/me/time-off/${created.body.id}/cancel`), 409, 'not_cancellable');
    expect((await shop.get(`/v1/time-off?status=cancelled`)).body.data).toHaveLength(1);

    // Approved and not begun: still mine to cancel.
    const second = (await me('POST', '/v1/me/time-off', { body })).body;
    await shop.post(`/v1/time-off/${second.id}/approve`, {});
    expect((await me('POST', `/v1/me/time-off/${second.id}/cancel`)).body.status).toBe('cancelled');
  });

  it('PATCH /v1/me changes only my name and preferences, partially', async () => {
    const { shop, me } = await signedInShop();
    const changed = await me('PATCH', '/v1/me', { body: { notifications: { reminder: false } } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.notifications).toEqual({
      schedule: true,
      reminder: false,
      time_off: true,
      pay: true,
    });
    expect((await me('PATCH', '/v1/me', { body: { name: 'Ana L.' } })).body.notifications.reminder).toBe(
      false,
    );
    expectProblem(await me('PATCH', '/v1/me', { body: { email: 'x@example.com' } }), 400, 'validation_error');
    expectProblem(await me('PATCH', '/v1/me', { body: { hourly_rate: '99.00' } }), 400, 'validation_error');
    expectProblem(
      await me('PATCH', '/v1/me', { body: { name: 'Mallory' }, headers: { origin: '' } }),
      403,
      'origin_mismatch',
    );
    const staff = (await shop.get('/v1/staff/ana')).body;
    expect(staff).toMatchObject({ name: 'Ana L.', hourly_rate: '20.00' });
    expect(staff.notifications.reminder).toBe(false);
  });
});

describe('the calendar feed (SPEC §15)', () => {
  it('is RFC 5545 that an independent parser reads: UTC times, stable UIDs, SEQUENCE on moves, folding, escaping', async () => {
    const { shop, me } = await signedInShop();
    const note = 'Bring keys; open the café, then count the till\nÜberstunden möglich — 日本語のメモ '.repeat(
      3,
    );
    const shift = (
      await shop.post('/v1/shifts', {
        staff: 'ana',
        starts_at: at(NEXT_WEEK, '09:30'),
        ends_at: at(NEXT_WEEK, '17:00'),
        role: 'Cashier',
        location: 'Main St, Store 2',
        note,
      })
    ).body;
    await shop.post('/v1/shifts', {
      staff: 'bea',
      starts_at: at(NEXT_WEEK, '09:30'),
      ends_at: at(NEXT_WEEK, '17:00'),
    });
    await shop.post('/v1/shifts/publish', { week: NEXT_WEEK });

    const { url } = (await me('GET', '/v1/me/calendar')).body;
    expect(url).toMatch(new RegExp(`^${STAFF_APP_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await me('GET', '/v1/me/calendar')).body.url).toBe(url);
    const path = new URL(url).pathname;

    const feed = await app.request('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const lines = feed.text.split('\r\n');
    expect(feed.text.endsWith('\r\n')).toBe(true);
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding never cuts a UTF-8 character: a cut one would decode as U+FFFD, and every fold
    // that the multi-byte note needed still ends on a whole character.
    expect(feed.text).not.toContain('\uFFFD');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Shiftbook//Staff calendar//EN');
    expect(lines).toContain(`DTSTART:${NEXT_WEEK.replace(/-/g, '')}T093000Z`);
    expect(lines).toContain('LOCATION:Main St\\, Store 2');

    const parsed = ical.sync.parseICS(feed.text);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toBe(`${shift.id}@staff.shiftbook.test`);
    expect(event.start.toISOString()).toBe(at(NEXT_WEEK, '09:30').replace('Z', '.000Z'));
    expect(event.end?.toISOString()).toBe(at(NEXT_WEEK, '17:00').replace('Z', '.000Z'));
    expect(String(event.summary)).toBe(`${shop.shop.domain} – Cashier`);
    expect(String(event.location)).toBe('Main St, Store 2');
    expect(String(event.description)).toBe(note);
    expect(Number(event.sequence)).toBe(0);

    // A move: the same UID, one more SEQUENCE, the new time.
    await shop.patch(`/v1/shifts/${shift.id}`, { starts_at: at(NEXT_WEEK, '10:00') });
    const moved = Object.values(ical.sync.parseICS((await app.request('GET', path)).text)).find(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent;
    expect(moved.uid).toBe(event.uid);
    expect(Number(moved.sequence)).toBe(1);
    expect(moved.start.toISOString()).toBe(at(NEXT_WEEK, '10:00').replace('Z', '.000Z'));
  });

  it('a reset URL, an unknown secret and an inactive staff member are 404', async () => {
    const { shop, me } = await signedInShop();
    const old = new URL((await me('GET', '/v1/me/calendar')).body.url).pathname;
    expect((await app.request('GET', old)).status).toBe(200);
    const reset = await me('POST', '/v1/me/calendar/reset');
    expect(reset.status).toBe(200);
    const fresh = new URL(reset.body.url).pathname;
    expect(fresh).not.toBe(old);
    expectProblem(await app.request('GET', old), 404, 'not_found');
    expect((await app.request('GET', fresh)).status).toBe(200);
    expectProblem(await app.request('GET', `/calendar/${'A'.repeat(43)}.ics`), 404, 'not_found');
    await shop.patch('/v1/staff/ana', { active: false });
    expectProblem(await app.request('GET', fresh), 404, 'not_found');
  });
});
