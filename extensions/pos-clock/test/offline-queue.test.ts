import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, row, settle } from './fake-pos.js';
import { words } from './words.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A tile and a modal on one POS device (one `shopify` global, one storage), over a fake Shiftbook. */
async function device(
  rows = [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })],
  tilePollMs = 0,
) {
  const pos = fakePos({ staffMemberId: 1001 });
  const clock = { now: new Date('2026-11-24T09:00:00Z') };
  const shiftbook = fakeClockServer(rows, {}, { serverNow: () => clock.now });
  vi.stubGlobal('shopify', pos.host);
  const make = (role: 'tile' | 'modal') =>
    createClockController({
      role,
      fetch: shiftbook.fetch,
      now: () => clock.now,
      storePollMs: role === 'tile' ? tilePollMs : 0,
      rowRefreshMs: 0,
    });
  const tile = make('tile');
  const modal = make('modal');
  await tile.start();
  await modal.start();
  const at = (iso: string) => {
    clock.now = new Date(iso);
  };
  return { pos, shiftbook, tile, modal, at, rows };
}

describe('actions pressed offline', () => {
  it('are kept with the time of the tap, said on the tile, and sent in order with their `at` once back online', async () => {
    const { pos, shiftbook, tile, modal, at, rows } = await device();
    pos.setOnline(false);
    shiftbook.setOffline(true);

    at('2026-11-24T09:01:00Z');
    await modal.perform('in');
    at('2026-11-24T12:00:00Z');
    await modal.perform('break-start');
    at('2026-11-24T12:30:00Z');
    await modal.perform('break-end');

    expect(shiftbook.actions()).toEqual([]);
    // One storage key per kept action.
    expect(pos.kept().map((stored) => stored.queued.action)).toEqual(
      expect.arrayContaining(['in', 'break-start', 'break-end']),
    );
    expect(pos.kept()).toHaveLength(3);
    at('2026-11-24T12:31:00Z');
    const view = modalView(modal.snapshot, new Date('2026-11-24T12:31:00Z'), words());
    // The modal offers what fits after the kept actions: on again since the clock-in at 09:01.
    expect(view.status).toBe('On since 09:01');
    expect(view.actions.map((action) => action.label)).toEqual(['Start break', 'Clock out']);
    expect(view.banners).toEqual([
      {
        tone: 'info',
        heading: 'Clock',
        text: 'POS is offline. End break at 12:30 is saved on this device and will be sent when POS is back online.',
      },
      {
        tone: 'warning',
        heading: '3 actions waiting to send',
        text: 'They will be sent when POS is back online.',
      },
    ]);

    shiftbook.setOffline(false);
    pos.setOnline(true);
    await settle();

    expect(shiftbook.actions().map((request) => [request.path, request.body])).toEqual([
      [
        '/v1/clock/in',
        { shopify_staff_member_id: '1001', at: '2026-11-24T09:01:00.000Z', location_id: '74236690' },
      ],
      [
        '/v1/clock/break-start',
        { shopify_staff_member_id: '1001', at: '2026-11-24T12:00:00.000Z', location_id: '74236690' },
      ],
      [
        '/v1/clock/break-end',
        { shopify_staff_member_id: '1001', at: '2026-11-24T12:30:00.000Z', location_id: '74236690' },
      ],
    ]);
    // Each action its own Idempotency-Key: a retry after a lost answer cannot act twice.
    const keys = shiftbook.actions().map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(rows[0]).toMatchObject({ state: 'on', since: '2026-11-24T12:30:00.000Z' });
    expect(tile.snapshot.queue.pending).toEqual([]);
    expect(tileView(tile.snapshot, new Date('2026-11-24T12:31:00Z'), words())).toEqual({
      heading: 'On since 12:30',
      subheading: 'Tap for a break or to clock out',
      disabled: false,
      tone: 'auto',
    });
  });

  it('the tile learns of what the modal kept through their shared storage, and counts it with a badge', async () => {
    const { pos, shiftbook, tile, modal } = await device(undefined, 5);
    pos.setOnline(false);
    shiftbook.setOffline(true);
    await modal.perform('in');
    await modal.perform('break-start');
    await vi.waitFor(() => expect(tile.snapshot.queue.pending).toHaveLength(2));
    tile.stop();
    expect(tileView(tile.snapshot, new Date('2026-11-24T09:05:00Z'), words())).toEqual({
      heading: 'On break',
      subheading: '2 actions waiting to send',
      disabled: false,
      tone: 'accent',
      itemCount: 2,
    });
  });

  it('an action whose request fails on the way is kept rather than lost, and no PIN is ever stored', async () => {
    const { shiftbook, modal, pos } = await device();
    shiftbook.setOffline(true); // POS still believes it is online
    await modal.perform('in');
    expect(modalView(modal.snapshot, new Date('2026-11-24T09:00:00Z'), words()).banners[0]).toEqual({
      tone: 'info',
      heading: 'Clock',
      text: 'Shiftbook did not answer. Clock in at 09:00 is saved on this device and will be sent when it does.',
    });
    expect(pos.kept().map((stored) => stored.queued.action)).toEqual(['in']);
    expect(JSON.stringify([...pos.storage.entries()])).not.toMatch(/"pin"/);
  });

  it('a new action waits behind older ones still waiting, so the server gets them in order', async () => {
    const { pos, shiftbook, tile, modal } = await device();
    shiftbook.setOffline(true);
    await modal.perform('in');
    shiftbook.setOffline(false);
    // Kept behind the clock-in, then both sent, the clock-in first (the modal starts at once).
    await modal.perform('break-start');
    await settle();
    await tile.replay();
    expect(shiftbook.actions().map((request) => request.path)).toEqual([
      '/v1/clock/in',
      '/v1/clock/break-start',
    ]);
    expect(pos.kept()).toEqual([]);
  });

  it('a replay that meets a server error stops there and keeps the rest in order for the next attempt', async () => {
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })];
    const { pos, shiftbook, tile, modal } = await device(rows);
    tile.stop();
    pos.setOnline(false);
    await modal.perform('in');
    await modal.perform('out');
    pos.setOnline(true);
    const failing = fakeClockServer(rows, {
      'POST /v1/clock/in': () => ({
        status: 503,
        body: { code: 'service_unavailable', detail: 'Try again shortly.' },
      }),
    });
    const tileOverFailingServer = createClockController({
      role: 'tile',
      fetch: failing.fetch,
      storePollMs: 0,
      rowRefreshMs: 0,
    });
    await tileOverFailingServer.start();
    tileOverFailingServer.stop();
    expect(failing.actions().map((request) => request.path)).toEqual(['/v1/clock/in']);
    expect(tileOverFailingServer.snapshot.queue).toMatchObject({
      lastError: { detail: 'Try again shortly.' },
    });
    expect(tileOverFailingServer.snapshot.queue.pending.map((queued) => queued.action)).toEqual([
      'in',
      'out',
    ]);
    // The next attempt, with the server back, sends both, oldest first.
    const tileAgain = createClockController({
      role: 'tile',
      fetch: shiftbook.fetch,
      storePollMs: 0,
      rowRefreshMs: 0,
    });
    await tileAgain.start();
    expect(shiftbook.actions().map((request) => request.path)).toEqual(['/v1/clock/in', '/v1/clock/out']);
    expect(tileAgain.snapshot.queue).toEqual({ pending: [], refused: [], lastError: null, retryAt: null });
  });
});
