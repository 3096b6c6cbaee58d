import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/harness.js';
import {
  emailsTo,
  feedOf,
  notifyShop,
  rawHeader,
  scan,
  settle,
  startNotifyApp,
  type TestClock,
  veventsOf,
} from '../helpers/notify-app.js';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
import { STAFF_APP_URL } from '../helpers/staff-app.js';

/** SPEC §16 `schedule`: one email per person on publish, then changes gathered per person. */
let app: TestApp | undefined;
let smtp: SmtpCapture | undefined;

afterEach(async () => {
  await app?.close();
  await smtp?.close();
  app = smtp = undefined;
});

// Tuesday 1 December 2026, 08:00 UTC (03:00 in New York); the work week runs from Monday 30 Nov.
const T0 = Date.parse('2026-12-01T08:00:00Z');

async function setUp() {
  const clock: TestClock = { now: T0 };
  smtp = await startSmtpCapture();
  app = await startNotifyApp(smtp, clock);
  return { app, smtp, clock };
}

describe('publishing a week', () => {
  it('sends each staff member with a newly published shift ONE email listing their week, with an .ics whose UIDs are the feed’s', async () => {
    const { app, smtp } = await setUp();
    const { shop, call, shift } = await notifyShop(app, [
      { handle: 'ana' },
      { handle: 'ben' },
      { handle: 'cy', email: null },
      { handle: 'dee' },
    ]);
    const dee = (await app.deps.repos.staff.findByHandle(shop.id, 'dee'))!;
    await app.deps.db.transaction(() =>
      app!.deps.repos.staff.update(shop.id, dee.id, { notifySchedule: false, updatedAt: dee.updatedAt }),
    );
    // New York is UTC−5: 14:00Z is 9:00 local.
    const wed = await shift('ana', '2026-12-02T14:00:00Z', '2026-12-02T22:00:00Z', { role: 'Barista' });
    const thu = await shift('ana', '2026-12-03T14:30:00Z', '2026-12-03T18:00:00Z');
    await shift('ana', '2026-12-08T14:00:00Z', '2026-12-08T22:00:00Z'); // the next week: a draft
    await shift('ben', '2026-12-04T13:00:00Z', '2026-12-04T17:00:00Z');
    await shift('cy', '2026-12-04T13:00:00Z', '2026-12-04T17:00:00Z');
    await shift('dee', '2026-12-04T13:00:00Z', '2026-12-04T17:00:00Z');

    const res = await call('POST', '/v1/shifts/publish', { week: '2026-12-02' });
    expect(res.status, res.text).toBe(200);
    await smtp.waitFor(2);
    await settle();
    expect(smtp.received).toHaveLength(2);

    const [email] = emailsTo(smtp, 'ana@example.com');
    const parsed = email!.parsed;
    expect(parsed.subject).toBe('Corner Café: your shifts for the week of Mon 30 Nov');
    expect(parsed.from?.value[0]?.name).toBe('Corner Café via Shiftbook');
    expect(parsed.headers.get('x-shiftbook-kind')).toBe('schedule');
    // A staff email other than sign_in: the one-click unsubscribe of RFC 8058 (SPEC §16).
    expect(rawHeader(email!, 'list-unsubscribe')).toMatch(
      /^<http:\/\/staff\.shiftbook\.test:8080\/unsubscribe\/\S+>$/,
    );
    expect(rawHeader(email!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain('Wed 2 Dec, 9:00–17:00 · Barista');
    expect(parsed.text).toContain('Thu 3 Dec, 9:30–13:00');
    expect(parsed.text).toContain('(11.5 hours)');
    expect(parsed.text).not.toContain('8 Dec');
    expect(parsed.text).toContain(`${STAFF_APP_URL}/staff`);
    expect(parsed.html).toContain('Wed 2 Dec, 9:00–17:00 · Barista');
    expect(parsed.html).not.toMatch(/<script|<link|@import/i);

    expect(parsed.attachments.map((a) => a.filename)).toEqual(['shifts-2026-11-30.ics']);
    const attached = veventsOf(parsed.attachments[0]!.content.toString('utf8'));
    const feed = await feedOf(app, shop, 'ana');
    expect(attached.map((e) => e.uid).sort()).toEqual(feed.map((e) => e.uid).sort());
    expect(attached.map((e) => e.uid).sort()).toEqual(
      [wed.id, thu.id].map((id) => `${id}@staff.shiftbook.test`).sort(),
    );
    const first = attached.find((e) => e.uid.startsWith(wed.id))!;
    expect(first.start.toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(first.end!.toISOString()).toBe('2026-12-02T22:00:00.000Z');

    const [benEmail] = emailsTo(smtp, 'ben@example.com');
    expect(benEmail!.parsed.text).toContain('Fri 4 Dec, 8:00–12:00');
    expect(benEmail!.parsed.text).toContain('(4 hours)');

    // Publishing again publishes nothing and sends nothing.
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-12-02' })).body.published).toBe(0);
    await settle();
    expect(smtp.received).toHaveLength(2);
  });
});

describe('changes to published shifts', () => {
  it('several moves in the window make ONE email per person, the one a shift was taken from included', async () => {
    const { app, smtp, clock } = await setUp();
    const { call, shift } = await notifyShop(app, [{ handle: 'ana' }, { handle: 'ben' }]);
    const one = await shift('ana', '2026-12-02T14:00:00Z', '2026-12-02T22:00:00Z');
    const two = await shift('ana', '2026-12-03T14:00:00Z', '2026-12-03T18:00:00Z');
    const three = await shift('ben', '2026-12-04T13:00:00Z', '2026-12-04T17:00:00Z');
    const draft = await shift('ana', '2026-12-09T14:00:00Z', '2026-12-09T18:00:00Z');
    await call('POST', '/v1/shifts/publish', { week: '2026-12-02' });
    await smtp.waitFor(2);

    const patch = async (id: string, body: object) => {
      const res = await call('PATCH', `/v1/shifts/${id}`, body);
      expect(res.status, res.text).toBe(200);
    };
    clock.now += 1_000;
    for (let hour = 15; hour <= 19; hour++) await patch(one.id, { starts_at: `2026-12-02T${hour}:00:00Z` });
    await patch(one.id, { staff: 'ben' });
    clock.now += 20_000;
    await patch(two.id, { ends_at: '2026-12-03T19:00:00Z' });
    expect((await call('DELETE', `/v1/shifts/${three.id}`)).status).toBe(200);
    await patch(draft.id, { starts_at: '2026-12-09T15:00:00Z' }); // a draft: nothing to tell

    // 59 s after the first change: the window is still open.
    clock.now = T0 + 1_000 + 59_000;
    expect((await scan(app)).scheduleChanges).toBe(0);
    clock.now = T0 + 1_000 + 60_000;
    expect((await scan(app)).scheduleChanges).toBe(2);
    await smtp.waitFor(4);
    await settle();
    expect(smtp.received).toHaveLength(4);
    expect((await scan(app)).scheduleChanges).toBe(0);

    const [, anaChanged] = emailsTo(smtp, 'ana@example.com');
    expect(anaChanged!.parsed.subject).toBe('Corner Café: your schedule changed');
    expect(anaChanged!.parsed.headers.get('x-shiftbook-kind')).toBe('schedule');
    const anaLines = anaChanged!.parsed.text!.split('\n').filter((line) => line.startsWith('- '));
    expect(anaLines).toEqual(['- Removed: Wed 2 Dec, 9:00–17:00', '- Thu 3 Dec, 9:00–14:00']);
    const [, benChanged] = emailsTo(smtp, 'ben@example.com');
    const benLines = benChanged!.parsed.text!.split('\n').filter((line) => line.startsWith('- '));
    expect(benLines).toEqual(['- Wed 2 Dec, 14:00–17:00', '- Removed: Fri 4 Dec, 8:00–12:00']);
    expect(benChanged!.parsed.html).toContain('Removed: Fri 4 Dec, 8:00–12:00');

    // A change after the window opens a new one, from that change.
    clock.now += 5_000;
    await patch(two.id, { ends_at: '2026-12-03T20:00:00Z' });
    clock.now += 59_000;
    expect((await scan(app)).scheduleChanges).toBe(0);
    clock.now += 1_000;
    expect((await scan(app)).scheduleChanges).toBe(1);
    await smtp.waitFor(5);
  });

  it('changes to unpublished shifts send nothing and leave nothing due', async () => {
    const { app, smtp, clock } = await setUp();
    const { call, shift } = await notifyShop(app, [{ handle: 'ana' }, { handle: 'ben' }]);
    const one = await shift('ana', '2026-12-02T14:00:00Z', '2026-12-02T22:00:00Z');
    const two = await shift('ana', '2026-12-03T14:00:00Z', '2026-12-03T22:00:00Z');
    expect((await call('PATCH', `/v1/shifts/${one.id}`, { starts_at: '2026-12-02T15:00:00Z' })).status).toBe(
      200,
    );
    expect((await call('PATCH', `/v1/shifts/${one.id}`, { staff: 'ben' })).status).toBe(200);
    expect((await call('DELETE', `/v1/shifts/${two.id}`)).status).toBe(200);
    clock.now += 3_600_000;
    expect(await scan(app)).toEqual({ scheduleChanges: 0, reminders: 0, overdueEntries: 0 });
    await settle();
    expect(smtp.received).toHaveLength(0);
    expect(await app.deps.repos.notificationDue.dueScheduleChangeStaff(Number.MAX_SAFE_INTEGER, 10)).toEqual(
      [],
    );
  });
});
