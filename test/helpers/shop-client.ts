import { expect } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { Scope } from '../../web/domain/tokens/scopes.js';
import type { WeekSummary } from '../../web/services/timesheets/read-timesheets.js';
import type { StaffView } from '../../web/services/views/staff-view.js';
import type { TimeEntryView } from '../../web/services/views/time-entry-view.js';
import type { TimesheetView } from '../../web/services/views/timesheet-view.js';
import type { RequestOptions, TestApp, TestResponse } from './harness.js';

/** SPEC section 2: money is a string with exactly two decimals. */
export const MONEY = /^-?\d+\.\d{2}$/;

/** A money string as integer cents, so tests add money without floats. */
export function cents(money: string): number {
  expect(money).toMatch(MONEY);
  const negative = money.startsWith('-');
  const [whole, fraction] = money.replace('-', '').split('.') as [string, string];
  const value = Number(whole) * 100 + Number(fraction);
  return negative ? -value : value;
}

export type { StaffView, TimeEntryView, TimesheetView, WeekSummary };
export type SummaryEntry = WeekSummary['entries'][number];
export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface ShopClient {
  app: TestApp;
  shop: ShopRow;
  token: string;
  request(method: string, path: string, options?: Omit<RequestOptions, 'token'>): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  patch(path: string, body: unknown): Promise<TestResponse>;
  del(path: string): Promise<TestResponse>;
  /** Creates a staff member (201 expected); `hourlyRate` null leaves the rate unset. */
  addStaff(handle: string, hourlyRate?: string | null): Promise<StaffView>;
  /** Creates a time entry (201 expected) and answers it. */
  addEntry(
    staff: string,
    startedAt: string,
    endedAt: string | null,
    extra?: Record<string, unknown>,
  ): Promise<TimeEntryView>;
  /** GET /v1/timesheets?week= (200 expected). */
  summary(week: string): Promise<WeekSummary>;
  timesheet(id: string): Promise<TimesheetView>;
}

let shopCounter = 0;

/** A fresh shop with its own all-scope token, so each test starts from an empty week. */
export async function newShop(
  app: TestApp,
  options: { timezone?: string; scopes?: readonly Scope[] } = {},
): Promise<ShopClient> {
  shopCounter += 1;
  const shop = await app.addShop(`shop-${process.pid}-${shopCounter}.myshopify.com`, {
    timezone: options.timezone ?? 'UTC',
    plan: 'pro',
  });
  const token = await app.token(shop, options.scopes);
  const request: ShopClient['request'] = (method, path, rest = {}) =>
    app.request(method, path, { ...rest, token });
  const client: ShopClient = {
    app,
    shop,
    token,
    request,
    get: (path) => request('GET', path),
    post: (path, body = {}) => request('POST', path, { body }),
    patch: (path, body) => request('PATCH', path, { body }),
    del: (path) => request('DELETE', path),
    async addStaff(handle, hourlyRate = '20.00') {
      const body: Record<string, unknown> = { handle, name: handle.toUpperCase() };
      if (hourlyRate !== null) body.hourly_rate = hourlyRate;
      const res = await client.post('/v1/staff', body);
      expect(res.status, res.text).toBe(201);
      return res.body;
    },
    async addEntry(staff, startedAt, endedAt, extra = {}) {
      const res = await client.post('/v1/time-entries', {
        staff,
        started_at: startedAt,
        ended_at: endedAt,
        ...extra,
      });
      expect(res.status, res.text).toBe(201);
      return res.body;
    },
    async summary(week) {
      const res = await client.get(`/v1/timesheets?week=${week}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    },
    async timesheet(id) {
      const res = await client.get(`/v1/timesheets/${id}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    },
  };
  return client;
}

export { csvRecords, parseCsv } from './csv.js';
