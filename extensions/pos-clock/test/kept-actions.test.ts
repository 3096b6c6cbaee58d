import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { LEGACY_KEY } from '../src/clock-store.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, type RecordedRequest, row } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function modalOn(pos: ReturnType<typeof fakePos>, server: ReturnType<typeof fakeClockServer>) {
  vi.stubGlobal('shopify', pos.host);
  return createClockController({
    role: 'modal',
    fetch: server.fetch,
    now: () => NOW,
    storePollMs: 0,
    rowRefreshMs: 0,
  });
}

describe('a live tap whose answer was lost on the way back', () => {
  it('is kept, and its replay gets the first answer: recorded once, at the moment of the tap', async () => {
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
    let recorded = 0;
    let lose = true;
    const server = fakeClockServer(
      rows,
      {
        'POST /v1/clock/in': (_request, usual) => {
          const reply = usual();
          if (reply !== 'network-error' && 'status' in reply && reply.status === 201) recorded++;
          if (!lose || reply === 'network-error' || !('status' in reply)) return reply;
          lose = false;
          return { lost: { status: reply.status, body: reply.body } };
        },
      },
      { serverNow: () => NOW },
    );
    const pos = fakePos({ staffMemberId: 1001 });
    const modal = modalOn(pos, server);
    await modal.start();
    await modal.perform('in');
    expect(modal.snapshot.queue.pending).toHaveLength(1);

    await modal.replay();
    const [live, kept, again] = server.actions();
    expect(live!.body).not.toHaveProperty('at');
    // The replay carries `at`, which the key's first body did not: the server says so, and the
    // first body, sent again under the same key, gets the first answer back.
    expect(kept!.body).toHaveProperty('at');
    expect(again!.body).toEqual(live!.body);
    expect(new Set([live, kept, again].map((request) => request!.idempotencyKey)).size).toBe(1);
    expect(recorded).toBe(1);
    expect(rows[0]!.state).toBe('on');
    expect(modal.snapshot.queue).toMatchObject({ pending: [], refused: [] });
  });

  it('that carried a Shiftbook PIN is shown to the cashier to check, never sent a second time', async () => {
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
    const server = fakeClockServer(
      rows,
      {
        'POST /v1/clock/in': (request: RecordedRequest, usual) => {
          if (request.body?.pin !== '2468')
            return { status: 403, body: { code: 'invalid_pin', detail: 'Enter your Shiftbook PIN.' } };
          const reply = usual();
          return reply !== 'network-error' && 'status' in reply
            ? { lost: { status: reply.status, body: reply.body } }
            : reply;
        },
      },
      { serverNow: () => NOW },
    );
    const pos = fakePos({ staffMemberId: 1001 });
    const modal = modalOn(pos, server);
    await modal.start();
    const pressed = modal.perform('in');
    await vi.waitFor(() => expect(pos.pinPads).toHaveLength(1));
    await pos.pinPads[0]!.submit([2, 4, 6, 8]);
    await pressed;
    expect(JSON.stringify([...pos.storage.entries()])).not.toContain('2468');

    await modal.replay();
    expect(rows[0]!.state).toBe('on');
    const view = modalView(modal.snapshot, NOW, words());
    expect(view.banners[0]).toMatchObject({
      tone: 'critical',
      heading: 'Clock in at 10:00 was not recorded',
      text: 'Shiftbook received this action but its answer was lost: check that the state shown is right, then dismiss this.',
    });
    expect(server.actions().filter((request) => request.body?.pin === '2468')).toHaveLength(1);
  });
});

describe('a device upgraded from the first build', () => {
  it('keeps the actions it had under one key, spreads them one key each, and sends them', async () => {
    const storage = new Map<string, unknown>([
      [
        LEGACY_KEY,
        {
          revision: 7,
          queue: {
            pending: [
              { id: 'old-2', action: 'out', staffMemberId: '1001', at: '2026-11-24T09:30:00.000Z' },
              { id: 'old-1', action: 'in', staffMemberId: '1001', at: '2026-11-24T09:00:00.000Z' },
            ],
            refused: [
              {
                queued: { id: 'old-0', action: 'in', staffMemberId: '1002', at: '2026-11-24T08:00:00.000Z' },
                problem: { status: 409, code: 'state_conflict', detail: 'Week approved.' },
              },
            ],
            lastError: null,
          },
          board: { rows: [row({ staff: 'everyone', shopify_staff_member_id: '1003' })], readAt: 'x' },
        },
      ],
    ]);
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
    const server = fakeClockServer(rows, {}, { serverNow: () => NOW });
    const pos = fakePos({ staffMemberId: 1001, storage });
    vi.stubGlobal('shopify', pos.host);
    const tile = createClockController({ role: 'tile', fetch: server.fetch, now: () => NOW, storePollMs: 0 });
    await tile.start();
    tile.stop();
    expect(server.actions().map((request) => [request.path, request.body?.at])).toEqual([
      ['/v1/clock/in', '2026-11-24T09:00:00.000Z'],
      ['/v1/clock/out', '2026-11-24T09:30:00.000Z'],
    ]);
    expect(storage.has(LEGACY_KEY)).toBe(false);
    // The refusal stays for its staff member; the old whole board is gone from the device.
    expect(pos.kept().map((stored) => stored.queued.id)).toEqual(['old-0']);
    expect(JSON.stringify([...storage.values()])).not.toContain('everyone');
  });
});

describe('the tile’s requests', () => {
  it('reads the row once at start, again every 5 minutes while someone is pinned in, and never while locked', async () => {
    vi.useFakeTimers({ now: NOW });
    const server = fakeClockServer([row({ staff: 'ana', shopify_staff_member_id: '1001' })]);
    const pos = fakePos({ staffMemberId: 1001 });
    vi.stubGlobal('shopify', pos.host);
    const tile = createClockController({ role: 'tile', fetch: server.fetch });
    await tile.start();
    expect(server.reads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.reads()).toHaveLength(3);
    pos.pin(undefined);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(server.reads()).toHaveLength(3);
    expect(tileView(tile.snapshot, NOW, words())).toMatchObject({ disabled: true });
    tile.stop();
  });
});
