import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundSync, type Timers } from '../src/background-sync.js';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, row, settle } from './fake-pos.js';
import { words } from './words.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One-shot timers the test fires by hand: no waiting, no timed assertion. */
function manualTimers() {
  const due: { run: () => void; ms: number; handle: number }[] = [];
  let handles = 0;
  const timers: Timers = {
    set(run, ms) {
      handles++;
      due.push({ run, ms, handle: handles });
      return handles;
    },
    clear(handle) {
      const index = due.findIndex((timer) => timer.handle === handle);
      if (index >= 0) due.splice(index, 1);
    },
  };
  return {
    timers,
    /** The delay of the one timer set, ms. */
    pending: () => due.map((timer) => timer.ms),
    async fire() {
      const timer = due.shift();
      timer?.run();
      await settle();
    },
  };
}

/**
 * A POS device: a modal where the cashier taps, the background target (`pos.app.ready.data`)
 * and no tile at all (the cashier is selling, not on POS home).
 */
async function device(options: { backoffMs?: number[] } = {}) {
  const clock = { now: new Date('2026-11-24T09:00:00Z') };
  const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
  const replies: ('usual' | 'busy' | 'down')[] = [];
  const shiftbook = fakeClockServer(
    rows,
    {
      'POST /v1/clock/in': (_request, usual) => {
        const reply = replies.shift() ?? 'usual';
        if (reply === 'busy')
          return {
            status: 429,
            body: { code: 'rate_limited', detail: 'Too many requests.' },
            headers: { 'Retry-After': '90' },
          };
        if (reply === 'down') return { status: 503, body: { code: 'unavailable', detail: 'Down.' } };
        return usual();
      },
    },
    { serverNow: () => clock.now },
  );
  const pos = fakePos({ staffMemberId: 1001 });
  vi.stubGlobal('shopify', pos.host);
  const modal = createClockController({
    role: 'modal',
    fetch: shiftbook.fetch,
    now: () => clock.now,
    storePollMs: 0,
    rowRefreshMs: 0,
  });
  await modal.start();
  const time = manualTimers();
  const background = createBackgroundSync({
    host: pos.host,
    fetch: shiftbook.fetch,
    now: () => clock.now,
    timers: time.timers,
    idleCheckMs: 30_000,
    backoffMs: options.backoffMs ?? [15_000, 60_000],
  });
  await background.start();
  return { clock, rows, replies, shiftbook, pos, modal, background, time };
}

describe('the background target', () => {
  it('is declared in the extension’s TOML as pos.app.ready.data, and bundled by build.mjs', () => {
    const toml = readFileSync(new URL('../shopify.extension.toml', import.meta.url), 'utf8');
    expect(toml).toMatch(/module = "\.\/src\/Background\.ts"\s*\ntarget = "pos\.app\.ready\.data"/);
    const build = readFileSync(new URL('../build.mjs', import.meta.url), 'utf8');
    expect(build).toContain('./src/Background.ts');
  });

  it('sends what the modal kept offline as soon as the connection is back, with no tile on screen', async () => {
    const { clock, rows, shiftbook, pos, modal } = await device();
    pos.setOnline(false);
    clock.now = new Date('2026-11-24T09:05:00Z');
    await modal.perform('in');
    expect(shiftbook.actions()).toEqual([]);

    clock.now = new Date('2026-11-24T09:40:00Z');
    pos.setOnline(true);
    await settle();
    expect(shiftbook.actions().map((request) => [request.path, request.body?.at])).toEqual([
      ['/v1/clock/in', '2026-11-24T09:05:00.000Z'],
    ]);
    expect(rows[0]).toMatchObject({ state: 'on', since: '2026-11-24T09:05:00.000Z' });
    expect(pos.kept()).toEqual([]);
  });

  it('finds on its own timer what another target kept while it slept, and sends it', async () => {
    const { shiftbook, pos, modal, time, background } = await device({ backoffMs: [15_000] });
    // Shiftbook did not answer the live tap: the modal keeps it; the background has not seen it.
    shiftbook.setOffline(true);
    await modal.perform('in');
    shiftbook.setOffline(false);
    expect(pos.kept()).toHaveLength(1);
    expect(time.pending()).toEqual([30_000]);
    await time.fire();
    // The live attempt never reached Shiftbook; the background's did.
    expect(shiftbook.actions().map((request) => request.path)).toEqual(['/v1/clock/in']);
    expect(pos.kept()).toEqual([]);
    // Nothing waits: it only looks at the device's storage now and then.
    expect(background.nextInMs).toBe(30_000);
  });

  it('waits out a 429’s Retry-After and backs off on errors, keeping the action until it goes', async () => {
    const { clock, rows, replies, shiftbook, pos, modal, time } = await device({
      backoffMs: [15_000, 60_000],
    });
    pos.setOnline(false);
    await modal.perform('in');
    replies.push('busy', 'down');
    pos.setOnline(true);
    await settle();
    // Answered 429 with Retry-After: 90 s; the next pass is not before.
    expect(shiftbook.actions()).toHaveLength(1);
    expect(time.pending()).toEqual([90_000]);
    clock.now = new Date(clock.now.getTime() + 90_000);
    await time.fire();
    // Answered 503: the action stays; the next try comes after a longer wait.
    expect(shiftbook.actions()).toHaveLength(2);
    expect(pos.kept()).toHaveLength(1);
    expect(time.pending()).toEqual([60_000]);
    await time.fire();
    expect(shiftbook.actions()).toHaveLength(3);
    expect(rows[0]!.state).toBe('on');
    expect(pos.kept()).toEqual([]);
  });

  it('actions nearing 24 h are flagged on the tile, and once refused as too old stay shown, never dropped', async () => {
    const { clock, shiftbook, pos, modal } = await device();
    pos.setOnline(false);
    await modal.perform('in');
    const tile = createClockController({
      role: 'tile',
      fetch: shiftbook.fetch,
      now: () => clock.now,
      storePollMs: 0,
      rowRefreshMs: 0,
    });
    await tile.start();

    clock.now = new Date('2026-11-25T05:30:00Z');
    await tile.refresh();
    expect(tileView(tile.snapshot, clock.now, words())).toEqual({
      heading: 'Send soon',
      subheading: '1 action expires in 3 h: get POS online',
      disabled: false,
      tone: 'accent',
      itemCount: 1,
    });
    expect(modalView(tile.snapshot, clock.now, words()).banners).toContainEqual({
      tone: 'critical',
      heading: 'Send within 3 h',
      text: 'Shiftbook refuses clock actions more than 24 hours old: get POS online so they can be sent.',
    });

    clock.now = new Date('2026-11-25T09:00:30Z');
    await tile.refresh();
    expect(tileView(tile.snapshot, clock.now, words()).subheading).toBe(
      '1 action is over 24 h old: Shiftbook will refuse it',
    );

    // Back online: the server refuses it; it is kept, with the server's words, for the cashier.
    tile.stop();
    pos.setOnline(true);
    await settle();
    expect(shiftbook.actions()).toHaveLength(1);
    await modal.refresh();
    const view = modalView(modal.snapshot, clock.now, words());
    expect(view.banners[0]).toMatchObject({
      tone: 'critical',
      heading: 'Clock in at 09:00 was not recorded',
      text: '`at` may be at most 24 hours in the past; a manager corrects older times through /v1/time-entries.',
    });
    expect(pos.kept()).toHaveLength(1);
    expect(tileView(modal.snapshot, clock.now, words())).toMatchObject({ heading: 'Not sent' });
  });
});
