import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem } from '../helpers/problem.js';

let app: TestApp;
let token: string;
const staffIds = new Map<string, string>();

const call = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });

async function shift(staff: string, startsAt: string, endsAt: string) {
  const res = await call('POST', '/v1/shifts', { staff, starts_at: startsAt, ends_at: endsAt });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

beforeAll(async () => {
  app = await startTestApp();
  const shop = await app.addShop('problem-parts.myshopify.com', { timezone: 'America/New_York' });
  token = await app.token(shop);
  for (const handle of ['ana', 'ben']) {
    const res = await call('POST', '/v1/staff', { handle, name: handle.toUpperCase() });
    staffIds.set(handle, res.body.id);
  }
});
afterAll(() => app.close());

/**
 * A problem about another resource names it beside its sentence (RFC 9457 extension members),
 * so the admin can say "Overlaps Ana's shift on Tue, Dec 1, 09:00–17:00" without parsing
 * `detail`, which keeps its ids for integrators.
 */
describe('problems name the shift or time off they are about', () => {
  it('an overlap on create and on move carries the conflicting shift with its times, as documented', async () => {
    const there = await shift('ana', '2026-12-01T14:00:00Z', '2026-12-01T22:00:00Z');
    const created = await call('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-12-01T17:00:00Z',
      ends_at: '2026-12-02T01:00:00Z',
    });
    const problem = expectProblem(created, 422, 'rule_violation') as Record<string, unknown>;
    expect(problem.conflicting_shift).toEqual({
      id: there.id,
      staff: 'ana',
      staff_id: staffIds.get('ana'),
      starts_at: '2026-12-01T14:00:00Z',
      ends_at: '2026-12-01T22:00:00Z',
    });
    expect(problem.detail).toContain(there.id);
    expect(problem.time_off).toBeUndefined();
    expectMatchesDocument('POST', '/v1/shifts', created);

    const later = await shift('ana', '2026-12-03T14:00:00Z', '2026-12-03T22:00:00Z');
    const moved = await call('PATCH', `/v1/shifts/${later.id}`, {
      starts_at: '2026-12-01T21:00:00Z',
      ends_at: '2026-12-01T23:00:00Z',
    });
    const movedProblem = expectProblem(moved, 422, 'rule_violation') as {
      conflicting_shift?: { id: string };
    };
    expect(movedProblem.conflicting_shift?.id).toBe(there.id);
    expectMatchesDocument('PATCH', '/v1/shifts/{id}', moved);
    expect((await call('GET', `/v1/shifts/${later.id}`)).body.starts_at).toBe('2026-12-03T14:00:00Z');
  });

  it('a shift on approved time off carries the time off with its days, on create and on reassignment', async () => {
    const requested = await call('POST', '/v1/time-off', {
      staff: 'ben',
      starts_on: '2026-12-08',
      ends_on: '2026-12-09',
      kind: 'vacation',
    });
    expect(requested.status).toBe(201);
    expect((await call('POST', `/v1/time-off/${requested.body.id}/approve`, {})).status).toBe(200);
    const expected = {
      id: requested.body.id,
      staff: 'ben',
      staff_id: staffIds.get('ben'),
      starts_on: '2026-12-08',
      ends_on: '2026-12-09',
    };

    const created = await call('POST', '/v1/shifts', {
      staff: 'ben',
      starts_at: '2026-12-09T14:00:00Z',
      ends_at: '2026-12-09T18:00:00Z',
    });
    const problem = expectProblem(created, 422, 'time_off') as Record<string, unknown>;
    expect(problem.time_off).toEqual(expected);
    expect(problem.conflicting_shift).toBeUndefined();
    expectMatchesDocument('POST', '/v1/shifts', created);

    const anas = await shift('ana', '2026-12-08T14:00:00Z', '2026-12-08T18:00:00Z');
    const reassigned = await call('PATCH', `/v1/shifts/${anas.id}`, { staff: 'ben' });
    expect((expectProblem(reassigned, 422, 'time_off') as Record<string, unknown>).time_off).toEqual(
      expected,
    );
    expect((await call('GET', `/v1/shifts/${anas.id}`)).body.staff).toBe('ana');
  });

  it('a problem about nothing else has neither member', async () => {
    const backwards = await call('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-12-04T17:00:00Z',
      ends_at: '2026-12-04T09:00:00Z',
    });
    const problem = expectProblem(backwards, 422, 'invalid_span') as Record<string, unknown>;
    expect(Object.keys(problem).sort()).toEqual(
      ['code', 'detail', 'errors', 'request_id', 'status', 'title', 'type'].sort(),
    );
  });
});
