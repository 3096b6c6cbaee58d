import { randomUUID } from 'node:crypto';
import ical from 'node-ical';
import { expect } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { calendarUrl } from '../../web/services/staff-app/staff-calendar.js';
import { startTestApp, type TestApp } from './harness.js';
import { callerOf } from './installed-shop.js';
import { type ReceivedEmail, recipientOf, type SmtpCapture } from './smtp-capture.js';
import { STAFF_APP_URL } from './staff-app.js';

/** A clock the test moves by hand (ms), shared by every app of a test. */
export interface TestClock {
  now: number;
}

/**
 * An app sending to `smtp` on a clock of the test's: the scanner's timer never fires on its own
 * (tests call `scan()`), changes gather for NOTIFY_DEBOUNCE_MS = 60 s of that clock.
 */
export async function startNotifyApp(
  smtp: SmtpCapture,
  clock: TestClock,
  options: { env?: Record<string, string>; deliveries?: boolean } = {},
): Promise<TestApp> {
  return startTestApp(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: STAFF_APP_URL,
      RATE_LIMIT_DISABLED: '1',
      NOTIFY_DEBOUNCE_MS: '60000',
      ...options.env,
    },
    {
      deliveries: options.deliveries ?? true,
      now: () => clock.now,
      emailTuning: { scanIntervalMs: 3_600_000 },
    },
  );
}

/** One pass of the app's due-time scanner. */
export function scan(app: TestApp) {
  return app.composition.deliveries.emails!.scanner.scanOnce();
}

/** A New York shop with staff (all with email unless told) and a caller for it. */
export async function notifyShop(app: TestApp, staff: Array<{ handle: string; email?: string | null }>) {
  const shop = await app.addShop(`notify-${randomUUID().slice(0, 8)}.myshopify.com`, {
    name: 'Corner Café',
    timezone: 'America/New_York',
    plan: 'pro',
  });
  const call = callerOf(app, await app.token(shop));
  for (const person of staff) {
    const email = person.email === undefined ? `${person.handle}@example.com` : person.email;
    const res = await call('POST', '/v1/staff', {
      handle: person.handle,
      name: person.handle[0]!.toUpperCase() + person.handle.slice(1),
      ...(email && { email }),
    });
    expect(res.status, res.text).toBe(201);
  }
  const shift = async (staff: string, starts_at: string, ends_at: string, extra: object = {}) => {
    const res = await call('POST', '/v1/shifts', { staff, starts_at, ends_at, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string };
  };
  return { shop, call, shift };
}

/** The VEVENTs of an .ics text, read by node-ical (an independent parser). */
export function veventsOf(text: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
}

/** The staff member's calendar feed, fetched over HTTP as a calendar app would. */
export async function feedOf(app: TestApp, shop: ShopRow, handle: string): Promise<ical.VEvent[]> {
  const staff = (await app.deps.repos.staff.findByHandle(shop.id, handle))!;
  const { url } = await calendarUrl(app.deps, { shop, staff });
  const res = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
  expect(res.status).toBe(200);
  return veventsOf(await res.text());
}

/** The emails received so far for one address. */
export function emailsTo(smtp: SmtpCapture, address: string): ReceivedEmail[] {
  return smtp.received.filter((email) => recipientOf(email) === address);
}

/** Waits a little so an email that should not come would have come (the relay runs on commit). */
export function settle(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `count` emails of `kind` (X-Shiftbook-Kind) have arrived; answers them. */
export async function waitForKind(
  smtp: SmtpCapture,
  kind: string,
  count: number,
  timeoutMs = 20_000,
): Promise<ReceivedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  const ofKind = () => smtp.received.filter((email) => email.parsed.headers.get('x-shiftbook-kind') === kind);
  while (ofKind().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} ${kind} emails, got ${ofKind().length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return ofKind();
}

/** A header as it came over SMTP (mailparser turns List-* headers into objects of its own). */
export function rawHeader(email: ReceivedEmail, name: string): string | undefined {
  const head = email.raw.slice(0, email.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
