import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { newShop, type ShopClient, type TimeEntryView } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A shop whose staff member `ana` (20.00/h) worked 8 h on Tuesday 2026-11-17: one pending timesheet. */
async function pendingWeek(): Promise<{ client: ShopClient; id: string; entry: TimeEntryView }> {
  const client = await newShop(app);
  await client.addStaff('ana', '20.00');
  const entry = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
  return { client, id: entry.timesheet, entry };
}

async function approvedWeek() {
  const week = await pendingWeek();
  const res = await week.client.post(`/v1/timesheets/${week.id}/approve`);
  expect(res.status, res.text).toBe(200);
  return { ...week, approved: res.body };
}

describe('POST /v1/timesheets/{id}/approve', () => {
  it('sets status approved, approved_at and approved_by', async () => {
    const { client, id } = await pendingWeek();
    const res = await client.post(`/v1/timesheets/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'approved', rate: '20.00', gross: '160.00' });
    expect(res.body.approved_at).toMatch(RFC3339_UTC);
    expect(res.body.approved_by).toMatch(/^tok_/);
    expect(await client.timesheet(id)).toEqual(res.body);
  });

  it('returns the same record when approved twice and writes one event and one audit row', async () => {
    const { client, id, approved } = await approvedWeek();
    const again = await client.post(`/v1/timesheets/${id}/approve`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(approved);
    const events = await app.deps.repos.events.listForShop(client.shop.id, 'timesheet.approved');
    expect(events).toHaveLength(1);
    const audit = await app.deps.repos.auditLog.listForSubject(client.shop.id, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'approve', fromStatus: 'pending', toStatus: 'approved' });
    expect(audit[0]!.actor).toBe(approved.approved_by);
  });

  it('writes a timesheet.approved event whose envelope carries the timesheet record', async () => {
    const { client, approved } = await approvedWeek();
    const [event] = await app.deps.repos.events.listForShop(client.shop.id, 'timesheet.approved');
    const envelope = JSON.parse(event!.payload);
    expect(Object.keys(envelope).sort()).toEqual(['created_at', 'data', 'id', 'shop', 'type']);
    expect(envelope).toMatchObject({ type: 'timesheet.approved', shop: client.shop.domain });
    expect(envelope.id).toMatch(/^evt_/);
    expect(envelope.id).toBe(event!.id);
    expect(envelope.created_at).toMatch(RFC3339_UTC);
    expect(envelope.data).toEqual(approved);
  });

  it('refuses to approve a timesheet with an open entry (409) until it is clocked out', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const open = await client.addEntry('ana', '2026-11-17T09:00:00Z', null);
    expect(open.ended_at).toBeNull();
    const refused = await client.post(`/v1/timesheets/${open.timesheet}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await client.timesheet(open.timesheet)).status).toBe('pending');
    expect(await app.deps.repos.events.listForShop(client.shop.id, 'timesheet.approved')).toHaveLength(0);

    const closed = await client.patch(`/v1/time-entries/${open.id}`, { ended_at: '2026-11-17T15:00:00Z' });
    expect(closed.status).toBe(200);
    const approved = await client.post(`/v1/timesheets/${open.timesheet}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', hours: 6 });
  });

  it('needs write_timesheets: a read-only token gets 403', async () => {
    const { client, id } = await pendingWeek();
    const reader = await app.token(client.shop, ['read_timesheets']);
    const res = await app.request('POST', `/v1/timesheets/${id}/approve`, { token: reader, body: {} });
    expect(res.status).toBe(403);
    expect((await client.timesheet(id)).status).toBe('pending');
  });

  it("answers 404 for an unknown id and for another shop's timesheet", async () => {
    const { id } = await pendingWeek();
    const other = await newShop(app);
    expect((await other.post('/v1/timesheets/tms_unknown/approve')).status).toBe(404);
    expect((await other.post(`/v1/timesheets/${id}/approve`)).status).toBe(404);
    expect((await other.get(`/v1/timesheets/${id}`)).status).toBe(404);
  });
});

describe('entries of an approved timesheet', () => {
  it('an approved week rejects new entries with 409', async () => {
    const { client, id, approved } = await approvedWeek();
    const res = await client.post('/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-19T09:00:00Z',
      ended_at: '2026-11-19T12:00:00Z',
    });
    expect(res.status).toBe(409);
    expect(await client.timesheet(id)).toEqual(approved);
  });

  it('an approved week rejects changing or deleting its entries with 409', async () => {
    const { client, id, entry, approved } = await approvedWeek();
    expect((await client.patch(`/v1/time-entries/${entry.id}`, { break_minutes: 30 })).status).toBe(409);
    expect((await client.patch(`/v1/time-entries/${entry.id}`, { note: 'late' })).status).toBe(409);
    expect(
      (await client.patch(`/v1/time-entries/${entry.id}`, { started_at: '2026-11-24T09:00:00Z' })).status,
    ).toBe(409);
    expect((await client.del(`/v1/time-entries/${entry.id}`)).status).toBe(409);
    expect(await client.timesheet(id)).toEqual(approved);
    expect((await client.get(`/v1/time-entries/${entry.id}`)).body).toEqual(entry);
  });

  it('an approved week refuses an entry moved into it from a pending week (409)', async () => {
    const { client, id, approved } = await approvedWeek();
    const other = await client.addEntry('ana', '2026-11-24T09:00:00Z', '2026-11-24T12:00:00Z');
    const res = await client.patch(`/v1/time-entries/${other.id}`, {
      started_at: '2026-11-18T09:00:00Z',
      ended_at: '2026-11-18T12:00:00Z',
    });
    expect(res.status).toBe(409);
    expect(await client.timesheet(id)).toEqual(approved);
    expect((await client.get(`/v1/time-entries/${other.id}`)).body).toEqual(other);
  });
});

describe('POST /v1/timesheets/{id}/reopen', () => {
  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
  ])('answers %s with 400 and stays approved', async (_label, body) => {
    const { client, id, approved } = await approvedWeek();
    const res = await client.request('POST', `/v1/timesheets/${id}/reopen`, { body });
    expect(res.status).toBe(400);
    expect(await client.timesheet(id)).toEqual(approved);
  });

  it('answers a pending timesheet with 409', async () => {
    const { client, id } = await pendingWeek();
    const res = await client.post(`/v1/timesheets/${id}/reopen`, { reason: 'typo' });
    expect(res.status).toBe(409);
    expect(await app.deps.repos.auditLog.listForSubject(client.shop.id, id)).toHaveLength(0);
  });

  it('moves approved to pending and audits from, to, reason and actor', async () => {
    const { client, id, approved } = await approvedWeek();
    const res = await client.post(`/v1/timesheets/${id}/reopen`, { reason: 'missed a shift' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'pending', approved_at: null, approved_by: null });
    const audit = await app.deps.repos.auditLog.listForSubject(client.shop.id, id);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      subjectType: 'timesheet',
      action: 'reopen',
      fromStatus: 'approved',
      toStatus: 'pending',
      reason: 'missed a shift',
      actor: approved.approved_by,
    });
    expect(audit[1]!.at).toBeGreaterThanOrEqual(audit[0]!.at);
  });

  it('lets entries change again after a reopen', async () => {
    const { client, id, entry } = await approvedWeek();
    await client.post(`/v1/timesheets/${id}/reopen`, { reason: 'missed a shift' });
    await client.addEntry('ana', '2026-11-19T09:00:00Z', '2026-11-19T12:00:00Z');
    expect((await client.patch(`/v1/time-entries/${entry.id}`, { break_minutes: 60 })).status).toBe(200);
    expect(await client.timesheet(id)).toMatchObject({ status: 'pending', hours: 10, gross: '200.00' });
    const again = await client.post(`/v1/timesheets/${id}/approve`);
    expect(again.body).toMatchObject({ status: 'approved', hours: 10 });
    expect(await app.deps.repos.events.listForShop(client.shop.id, 'timesheet.approved')).toHaveLength(2);
  });

  it('is refused with 409 once the timesheet is in a finalized payroll run', async () => {
    const { client, id, approved } = await approvedWeek();
    await app.deps.db.transaction(() => app.deps.repos.timesheets.update(id, { finalizedRunId: 'run_x' }));
    const res = await client.post(`/v1/timesheets/${id}/reopen`, { reason: 'too late' });
    expect(res.status).toBe(409);
    expect(await client.timesheet(id)).toEqual(approved);
    expect(await app.deps.repos.auditLog.listForSubject(client.shop.id, id)).toHaveLength(1);
  });
});
