import { expect } from 'vitest';
import type { TestApp, TestResponse } from './harness.js';

let sequence = 0;

/** A test clock the app reads through `now`: tests set and move it. */
export function testClock(start: string) {
  let now = Date.parse(start);
  return {
    now: () => now,
    set(instant: string) {
      now = Date.parse(instant);
    },
    advance(ms: number) {
      now += ms;
    },
    iso(offsetMs = 0) {
      return new Date(now + offsetMs).toISOString().replace('.000Z', 'Z');
    },
  };
}

/**
 * A shop with a manager's all-scope token and a kiosk token (`write_clock` alone), and staff
 * made over the API: `pins` gives some of them a PIN.
 */
export async function clockShop(
  app: TestApp,
  options: { timezone?: string; staff?: string[]; pins?: Record<string, string>; name?: string } = {},
) {
  const shop = await app.addShop(`clock-${process.pid}-${++sequence}.myshopify.com`, {
    timezone: options.timezone ?? 'UTC',
    plan: 'pro',
    ...(options.name !== undefined && { name: options.name }),
  });
  const manager = await app.token(shop);
  const kiosk = await app.token(shop, ['write_clock']);
  const as =
    (token: string) =>
    (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse> =>
      app.request(method, path, { token, body, headers });
  const call = as(manager);
  for (const handle of options.staff ?? ['ana', 'ben']) {
    const pin = options.pins?.[handle];
    const res = await call('POST', '/v1/staff', {
      handle,
      name: `${handle[0]!.toUpperCase()}${handle.slice(1)} Test`,
      ...(pin ? { pin } : {}),
    });
    expect(res.status, res.text).toBe(201);
  }
  /** A clock action with the manager's token; expects `status`. */
  const clock = async (
    action: string,
    body: Record<string, unknown>,
    status = action === 'in' ? 201 : 200,
  ) => {
    const res = await call('POST', `/v1/clock/${action}`, body);
    expect(res.status, res.text).toBe(status);
    return res;
  };
  const shift = async (staff: string, starts_at: string, ends_at: string) => {
    const res = await call('POST', '/v1/shifts', { staff, starts_at, ends_at });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string };
  };
  const board = async () => {
    const res = await call('GET', '/v1/clock');
    expect(res.status, res.text).toBe(200);
    return res.body.data as Array<Record<string, any>>;
  };
  return { shop, manager, kiosk, call, kioskCall: as(kiosk), as, clock, shift, board };
}
