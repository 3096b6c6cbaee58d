import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, type RecordedRequest, row, settle } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T18:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

const WEEK_APPROVED = {
  status: 409,
  body: { code: 'state_conflict', detail: 'This week’s timesheet is approved: ask a manager to change it.' },
};

/** A device whose actions were all kept offline, then a tile replaying them against `server`. */
async function replayOver(
  server: ReturnType<typeof fakeClockServer>,
  presses: [number, 'in' | 'out' | 'break-start', string][],
) {
  const pos = fakePos();
  vi.stubGlobal('shopify', pos.host);
  const clock = { now: NOW };
  const controller = (role: 'tile' | 'modal') =>
    createClockController({
      role,
      fetch: server.fetch,
      now: () => clock.now,
      storePollMs: 0,
      rowRefreshMs: 0,
    });
  const modal = controller('modal');
  await modal.start();
  pos.setOnline(false);
  for (const [staffMemberId, action, at] of presses) {
    pos.pin(staffMemberId);
    clock.now = new Date(at);
    await modal.perform(action);
  }
  clock.now = NOW;
  pos.setOnline(true);
  const tile = controller('tile');
  await tile.start();
  return { pos, tile, modal };
}

describe('an action refused on replay', () => {
  it('is kept and shown with the server’s detail; the same staff member’s later actions wait, others go on', async () => {
    const rows = [
      row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 }),
      row({ staff: 'ben', shopify_staff_member_id: '1002', hours_this_week: 0 }),
    ];
    let anaWeekApproved = true;
    const approvedForAna = fakeClockServer(rows, {
      'POST /v1/clock/in': (request: RecordedRequest) => {
        if (request.body?.shopify_staff_member_id === '1001' && anaWeekApproved) return WEEK_APPROVED;
        const target = rows.find((r) => r.shopify_staff_member_id === request.body?.shopify_staff_member_id)!;
        Object.assign(target, { state: 'on', since: request.body?.at });
        return { status: 201, body: { id: 'ent_1' } };
      },
      'POST /v1/clock/out': (request: RecordedRequest) => {
        rows.find((r) => r.shopify_staff_member_id === request.body?.shopify_staff_member_id)!.state = 'off';
        return { status: 200, body: { id: 'ent_1' } };
      },
    });
    const { pos, tile, modal } = await replayOver(approvedForAna, [
      [1001, 'in', '2026-11-24T09:00:00Z'],
      [1002, 'in', '2026-11-24T09:05:00Z'],
      [1001, 'out', '2026-11-24T17:00:00Z'],
    ]);

    // Ana's clock-in is refused; Ben's goes through; Ana's clock-out waits behind her refusal.
    expect(
      approvedForAna.actions().map((request) => [request.path, request.body?.shopify_staff_member_id]),
    ).toEqual([
      ['/v1/clock/in', '1001'],
      ['/v1/clock/in', '1002'],
    ]);
    expect(tile.snapshot.queue.pending.map((queued) => [queued.staffMemberId, queued.action])).toEqual([
      ['1001', 'out'],
    ]);

    pos.pin(1001);
    await settle();
    expect(tileView(tile.snapshot, NOW, words())).toMatchObject({
      heading: 'Not sent',
      subheading: 'Tap to see why',
    });
    await modal.refresh();
    const view = modalView(modal.snapshot, NOW, words());
    expect(view.banners[0]).toEqual({
      tone: 'critical',
      heading: 'Clock in at 09:00 was not recorded',
      text: 'This week’s timesheet is approved: ask a manager to change it.',
      refusal: {
        id: tile.snapshot.queue.refused[0]!.queued.id,
        retryLabel: 'Send again',
        dismissLabel: 'Dismiss',
      },
    });
    expect(view.actionsDisabled).toBe(true);

    // Ben pinned in sees his own state, not Ana's refusal.
    pos.pin(1002);
    await settle();
    expect(tileView(tile.snapshot, NOW, words()).heading).toBe('On since 09:05');

    // Dismissed, the refusal lets Ana's later action go (and be refused in its turn: she is off).
    anaWeekApproved = false;
    await tile.dismissRefusal(tile.snapshot.queue.refused[0]!.queued.id);
    expect(approvedForAna.actions().at(-1)).toMatchObject({
      path: '/v1/clock/out',
      body: { shopify_staff_member_id: '1001', at: '2026-11-24T17:00:00.000Z' },
    });
    expect(tile.snapshot.queue).toEqual({ pending: [], refused: [], lastError: null, retryAt: null });
  });

  it('for want of a Shiftbook PIN is sent again from the modal with the PIN, keeping its time', async () => {
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })];
    const sent: RecordedRequest[] = [];
    const server = fakeClockServer(rows, {
      'POST /v1/clock/in': (request) => {
        sent.push(request);
        if (request.body?.pin !== '2468')
          return { status: 403, body: { code: 'invalid_pin', detail: 'Enter your Shiftbook PIN.' } };
        rows[0]!.state = 'on';
        rows[0]!.since = String(request.body.at);
        return { status: 201, body: { id: 'ent_1' } };
      },
    });
    const { pos, tile, modal } = await replayOver(server, [[1001, 'in', '2026-11-24T08:58:00Z']]);
    expect(tile.snapshot.queue.refused.map((refusal) => refusal.problem.code)).toEqual(['invalid_pin']);
    await modal.refresh();
    const refusal = modalView(modal.snapshot, NOW, words()).banners[0]!.refusal!;
    expect(refusal.retryLabel).toBe('Enter PIN and send again');

    const retried = modal.retryRefusal(refusal.id);
    // The resend is answered 403 invalid_pin too, which opens POS's PIN pad with the detail.
    await vi.waitFor(() => expect(pos.pinPads).toHaveLength(1));
    const pad = pos.pinPads[0]!;
    expect(pad.label).toBe('Enter your Shiftbook PIN.');
    // A wrong PIN keeps the pad open with the server's words; the right one closes it.
    expect(await pad.submit([1, 1, 1, 1])).toEqual({
      result: 'reject',
      errorMessage: 'Enter your Shiftbook PIN.',
    });
    expect(await pad.submit([2, 4, 6, 8])).toEqual({ result: 'accept' });
    await retried;
    expect(sent.at(-1)?.body).toEqual({
      shopify_staff_member_id: '1001',
      at: '2026-11-24T08:58:00.000Z',
      location_id: '74236690',
      pin: '2468',
    });
    // Sent again under a new key: the first key's refusal is not what the server answers now.
    expect(sent.at(-1)?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(modal.snapshot.queue.refused).toEqual([]);
    expect(modalView(modal.snapshot, NOW, words()).banners).toEqual([
      { tone: 'success', heading: 'Clock', text: 'Clocked in at 08:58.' },
    ]);
    expect(rows[0]).toMatchObject({ state: 'on', since: '2026-11-24T08:58:00.000Z' });
  });
});
