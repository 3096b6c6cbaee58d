import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { fakeClockServer, fakePos, row, settle, storageGate } from './fake-pos.js';

const NOW = new Date('2026-11-24T09:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('actions kept on the device by targets running apart', () => {
  it('an action the modal keeps while the tile is recording a replay is never lost', async () => {
    const gate = storageGate();
    const pos = fakePos({ staffMemberId: 1001, gate });
    const rows = [
      row({ staff: 'ana', shopify_staff_member_id: '1001' }),
      row({ staff: 'ben', shopify_staff_member_id: '1002' }),
    ];
    const shiftbook = fakeClockServer(
      rows,
      {
        'POST /v1/clock/in': (request) => {
          // Shiftbook is down for Ben's tap: the modal keeps it.
          if (request.body?.shopify_staff_member_id === '1002')
            return { status: 503, body: { code: 'service_unavailable', detail: 'Try again shortly.' } };
          // Ana's replayed clock-in goes through; the tile's write of that outcome is held.
          gate.holdNextWrite();
          rows[0]!.state = 'on';
          return { status: 201, body: { id: 'ent_1' } };
        },
      },
      { serverNow: () => NOW },
    );
    vi.stubGlobal('shopify', pos.host);
    const make = (role: 'tile' | 'modal') =>
      createClockController({
        role,
        fetch: shiftbook.fetch,
        now: () => NOW,
        storePollMs: 0,
        rowRefreshMs: 0,
        boardRefreshMs: 0,
      } as Parameters<typeof createClockController>[0]);
    const tile = make('tile');
    const modal = make('modal');
    await tile.start();
    await modal.start();

    pos.setOnline(false);
    await modal.perform('in');
    expect(modal.snapshot.queue.pending.map((queued) => queued.staffMemberId)).toEqual(['1001']);

    // Back online: the tile sends Ana's clock-in, and its write of the outcome waits…
    pos.setOnline(true);
    await gate.held;
    // …while Ben, now pinned in, taps in the modal, and his action is kept.
    pos.pin(1002);
    await settle();
    await modal.perform('in');
    gate.release();
    await settle();
    await tile.replay();
    await settle();

    await modal.refresh();
    // Ana's went through; Ben's was tried (and tried again: Shiftbook is still down for it).
    expect(
      shiftbook
        .actions()
        .map((request) => request.body?.shopify_staff_member_id)
        .slice(0, 2),
    ).toEqual(['1001', '1002']);
    expect(modal.snapshot.queue.pending.map((queued) => [queued.staffMemberId, queued.action])).toEqual([
      ['1002', 'in'],
    ]);
    tile.stop();
    modal.stop();
  });
});
