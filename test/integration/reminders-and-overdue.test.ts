import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationScanner } from '../../web/jobs/notification-scanner.js';
import { createLogger } from '../../web/logger.js';
import type { TestApp } from '../helpers/harness.js';
import {
  emailsTo,
  notifyShop,
  rawHeader,
  scan,
  settle,
  startNotifyApp,
  type TestClock,
  waitForKind,
} from '../helpers/notify-app.js';
import { type ReceivedEmail, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/test-database.js';

/** SPEC §16 `reminder` and the overdue `manager` email, found by the due-time scanner. */
const apps: TestApp[] = [];
let smtp: SmtpCapture | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  // Apps sharing a database first, then the one that owns it.
  for (const app of apps.splice(0).reverse()) await app.close();
  await smtp?.close();
  await database?.close();
  smtp = database = undefined;
});

// Tuesday 1 December 2026, 08:00 UTC (03:00 in New York).
const T0 = Date.parse('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');

async function setUp() {
  const clock: TestClock = { now: T0 };
  smtp = await startSmtpCapture();
  const app = await startNotifyApp(smtp, clock);
  apps.push(app);
  return { app, smtp, clock };
}

/** Another instance on the same database and clock that sends nothing itself. */
async function secondInstance(app: TestApp, clock: TestClock): Promise<TestApp> {
  const other = await startNotifyApp(smtp!, clock, { env: app.databaseEnv, deliveries: false });
  apps.push(other);
  return other;
}

const kindOf = (email: ReceivedEmail) => email.parsed.headers.get('x-shiftbook-kind');
const ofKind = (kind: string) => smtp!.received.filter((email) => kindOf(email) === kind);

async function notificationKinds(app: TestApp): Promise<Record<string, number>> {
  const { notifications: n } = app.deps.db.tables;
  const rows = await app.deps.db.orm().select({ kind: n.kind }).from(n);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
  return counts;
}

describe('shift reminders', () => {
  it('go shift_reminder_minutes before a published shift, once per start time, a moved shift at its new time only', async () => {
    const { app, smtp, clock } = await setUp();
    const { call, shift } = await notifyShop(app, [{ handle: 'ana' }, { handle: 'ben' }, { handle: 'cy' }]);
    expect((await call('PATCH', '/v1/shop', { shift_reminder_minutes: 60 })).status).toBe(200);
    await shift('ana', iso(T0 + 3 * HOUR), iso(T0 + 7 * HOUR), { location: 'Front' });
    const movedEarly = await shift('ben', iso(T0 + 3 * HOUR), iso(T0 + 7 * HOUR));
    const movedLate = await shift('cy', iso(T0 + 3 * HOUR), iso(T0 + 4 * HOUR));
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-12-01' })).status).toBe(200);
    await smtp.waitFor(3);
    // A draft (made after publishing) is never reminded.
    await shift('ana', iso(T0 + 2 * HOUR + 30 * 60_000), iso(T0 + 2 * HOUR + 45 * 60_000));
    // Moved before its reminder: reminded at the new time only.
    expect(
      (await call('PATCH', `/v1/shifts/${movedEarly.id}`, { starts_at: iso(T0 + 5 * HOUR) })).status,
    ).toBe(200);

    clock.now = T0 + 2 * HOUR - 1_000;
    expect((await scan(app)).reminders).toBe(0);
    clock.now = T0 + 2 * HOUR;
    expect((await scan(app)).reminders).toBe(2);
    await waitForKind(smtp, 'reminder', 2);
    expect(
      ofKind('reminder')
        .map((e) => e.parsed.to && (e.parsed.to as { text: string }).text)
        .sort(),
    ).toEqual(['ana@example.com', 'cy@example.com']);
    const [reminder] = emailsTo(smtp, 'ana@example.com').filter((e) => kindOf(e) === 'reminder');
    // New York: 11:00Z is 6:00.
    expect(reminder!.parsed.subject).toBe('Corner Café: your shift Tue 1 Dec, 6:00–10:00');
    expect(reminder!.parsed.text).toContain('Tue 1 Dec, 6:00–10:00 · Front');
    expect(rawHeader(reminder!, 'list-unsubscribe')).toMatch(/\/unsubscribe\//);
    expect(reminder!.parsed.html).toContain('Tue 1 Dec, 6:00–10:00 · Front');
    expect((await scan(app)).reminders).toBe(0);

    // Reminded, then moved later: reminded again at its new start, once.
    expect(
      (
        await call('PATCH', `/v1/shifts/${movedLate.id}`, {
          starts_at: iso(T0 + 6 * HOUR),
          ends_at: iso(T0 + 7 * HOUR),
        })
      ).status,
    ).toBe(200);
    clock.now = T0 + 4 * HOUR;
    expect((await scan(app)).reminders).toBe(1); // ben's, at its new time
    clock.now = T0 + 5 * HOUR + 30_000;
    expect((await scan(app)).reminders).toBe(1); // cy's new start
    expect((await scan(app)).reminders).toBe(0);
    await waitForKind(smtp, 'reminder', 4);
    await settle();
    const reminders = ofKind('reminder');
    expect(reminders).toHaveLength(4);
    expect(emailsTo(smtp, 'ben@example.com').filter((e) => kindOf(e) === 'reminder')).toHaveLength(1);
  });
});

describe('overdue entries', () => {
  it('an entry open more than 16 hours is told ONCE to each manager address, an entry written already overdue too', async () => {
    const { app, smtp, clock } = await setUp();
    const { call } = await notifyShop(app, [{ handle: 'ana' }, { handle: 'ben' }, { handle: 'cy' }]);
    const managers = ['boss@example.com', 'lead@example.com'];
    expect((await call('PATCH', '/v1/shop', { manager_emails: managers })).status).toBe(200);
    const entry = async (staff: string, started: number, ended: number | null) => {
      const res = await call('POST', '/v1/time-entries', {
        staff,
        started_at: iso(started),
        ...(ended !== null && { ended_at: iso(ended) }),
      });
      expect(res.status, res.text).toBe(201);
    };
    await entry('ana', T0 - 17 * HOUR, null); // written already overdue
    await entry('ben', T0 - 15 * HOUR, null); // overdue in an hour
    await entry('cy', T0 - 20 * HOUR, T0 - 12 * HOUR); // closed

    expect((await scan(app)).overdueEntries).toBe(1);
    await smtp.waitFor(2);
    await settle();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((e) => (e.parsed.to as { text: string }).text).sort()).toEqual(managers);
    const [email] = smtp.received;
    expect(kindOf(email!)).toBe('manager');
    expect(rawHeader(email!, 'list-unsubscribe')).toBeUndefined();
    // New York: 15:00Z the day before is 10:00.
    expect(email!.parsed.subject).toBe('Corner Café: Ana is still clocked in since Mon 30 Nov, 10:00');
    expect(email!.parsed.text).toContain('Ana clocked in at Mon 30 Nov, 10:00');
    expect((await scan(app)).overdueEntries).toBe(0);

    clock.now = T0 + HOUR + 1_000;
    expect((await scan(app)).overdueEntries).toBe(1);
    await smtp.waitFor(4);
    expect((await scan(app)).overdueEntries).toBe(0);
    await settle();
    expect(smtp.received).toHaveLength(4);
    expect(smtp.received.slice(2).every((e) => e.parsed.subject?.includes('Ben'))).toBe(true);
  });
});

describe('across instances and restarts', () => {
  it('two scanners at once (two instances on PostgreSQL, two loops on SQLite) make each notification once', async () => {
    const { app, smtp, clock } = await setUp();
    // SQLite serves one instance (SPEC §9): there, a second scanner loop in the same process.
    const racer =
      TEST_DIALECT === 'postgres'
        ? (await secondInstance(app, clock)).composition.deliveries.emails!.scanner
        : createNotificationScanner({ deps: app.deps, logger: createLogger('silent') });
    const handles = Array.from({ length: 8 }, (_, i) => `p${i}`);
    const { call, shift } = await notifyShop(
      app,
      handles.map((handle) => ({ handle })),
    );
    expect(
      (await call('PATCH', '/v1/shop', { shift_reminder_minutes: 60, manager_emails: ['boss@example.com'] }))
        .status,
    ).toBe(200);
    const later: string[] = [];
    for (const [i, handle] of handles.entries()) {
      await shift(handle, iso(T0 + 30 * 60_000 + i * 60_000), iso(T0 + 2 * HOUR)); // reminders due now
      later.push((await shift(handle, iso(T0 + 50 * HOUR), iso(T0 + 52 * HOUR))).id);
      const res = await call('POST', '/v1/time-entries', { staff: handle, started_at: iso(T0 - 17 * HOUR) });
      expect(res.status, res.text).toBe(201);
    }
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-12-01' })).status).toBe(200);
    for (const id of later) await call('PATCH', `/v1/shifts/${id}`, { ends_at: iso(T0 + 53 * HOUR) });
    clock.now = T0 + 61_000;
    await Promise.all([scan(app), racer.scanOnce(), racer.scanOnce(), scan(app)]);
    expect(await notificationKinds(app)).toEqual({ schedule: 16, reminder: 8, manager: 8 });
    await smtp.waitFor(32);
    await settle();
    expect(smtp.received).toHaveLength(32);
  });

  it('a restart between a change and its window’s end loses nothing: the next process sends it', async () => {
    const clock: TestClock = { now: T0 };
    smtp = await startSmtpCapture();
    database = await createTestDatabase();
    const first = await startNotifyApp(smtp, clock, { env: database.env });
    const { call, shift } = await notifyShop(first, [{ handle: 'ana' }]);
    expect((await call('PATCH', '/v1/shop', { shift_reminder_minutes: 30 })).status).toBe(200);
    const one = await shift('ana', iso(T0 + 2 * HOUR), iso(T0 + 4 * HOUR));
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-12-01' })).status).toBe(200);
    expect((await call('PATCH', `/v1/shifts/${one.id}`, { starts_at: iso(T0 + HOUR) })).status).toBe(200);
    await smtp.waitFor(1);
    await first.close();
    // The process is gone with whatever it held in memory; the next one finds the due rows.
    const second = await startNotifyApp(smtp, clock, { env: database.env });
    apps.push(second);
    clock.now = T0 + HOUR - 30 * 60_000;
    expect(await scan(second)).toEqual({ scheduleChanges: 1, reminders: 1, overdueEntries: 0 });
    await waitForKind(smtp, 'schedule', 2);
    await waitForKind(smtp, 'reminder', 1);
    expect(ofKind('schedule').map((e) => e.parsed.subject)).toEqual([
      'Corner Café: your shifts for the week of Mon 30 Nov',
      'Corner Café: your schedule changed',
    ]);
    expect(ofKind('reminder')).toHaveLength(1);
  });
});
