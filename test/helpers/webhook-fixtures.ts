import { asc, eq } from 'drizzle-orm';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { TestApp } from './harness.js';

let sequence = 0;

/** A staff member with one closed time entry: a timesheet ready to approve. Returns its id. */
export async function pendingTimesheet(app: TestApp, token: string): Promise<string> {
  sequence++;
  const handle = `staff-${sequence}`;
  const staff = await app.request('POST', '/v1/staff', {
    token,
    body: { handle, name: handle, hourly_rate: '20.00' },
  });
  if (staff.status !== 201) throw new Error(`staff: ${staff.status} ${staff.text}`);
  const entry = await app.request('POST', '/v1/time-entries', {
    token,
    body: { staff: handle, started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T17:00:00Z' },
  });
  if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${entry.text}`);
  return entry.body.timesheet;
}

export async function createEndpoint(
  app: TestApp,
  token: string,
  url: string,
  events = ['timesheet.approved', 'shift.moved'],
) {
  const res = await app.request('POST', '/v1/webhooks', { token, body: { url, events } });
  if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${res.text}`);
  return res.body as { id: string; secret: string };
}

/** The shop's webhook deliveries as the outbox holds them, oldest first. */
export async function deliveriesOf(app: TestApp, shop: ShopRow) {
  const { db } = app.deps;
  const { webhookDeliveries: d } = db.tables;
  return await db
    .orm()
    .select({ id: d.id, status: d.status, attempts: d.attemptCount, type: d.eventType })
    .from(d)
    .where(eq(d.shopId, shop.id))
    .orderBy(asc(d.id));
}

/** Polls `check` (which may answer a promise) until it holds; throws after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
