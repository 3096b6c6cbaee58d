import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { fakeClockServer, fakePos, row } from './fake-pos.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAST_MS = 5 * 60_000;

/** A POS device whose clock runs five minutes ahead of Shiftbook's. */
async function fastDevice(options: { online?: boolean } = {}) {
  const clock = { server: new Date('2026-11-24T10:00:00Z') };
  const deviceNow = () => new Date(clock.server.getTime() + FAST_MS);
  const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
  const shiftbook = fakeClockServer(rows, {}, { serverNow: () => clock.server });
  const pos = fakePos({ staffMemberId: 1001, online: options.online });
  vi.stubGlobal('shopify', pos.host);
  const modal = createClockController({
    role: 'modal',
    fetch: shiftbook.fetch,
    now: deviceNow,
    storePollMs: 0,
    rowRefreshMs: 0,
    boardRefreshMs: 0,
  } as Parameters<typeof createClockController>[0]);
  await modal.start();
  const later = (ms: number) => {
    clock.server = new Date(clock.server.getTime() + ms);
  };
  return { clock, rows, shiftbook, pos, modal, later };
}

describe('a POS device whose clock runs fast', () => {
  it('gets its live taps recorded: they carry no `at`, the server times them', async () => {
    const { rows, shiftbook, modal } = await fastDevice();
    await modal.perform('in');
    expect(shiftbook.actions()[0]!.body).not.toHaveProperty('at');
    expect(rows[0]!.state).toBe('on');
    expect(modal.snapshot.queue.pending).toEqual([]);
    expect(modal.snapshot.notice).toMatchObject({ tone: 'success' });
  });

  it('sends a kept action with `at` corrected by the server’s Date, so it is not refused as future', async () => {
    const { clock, rows, shiftbook, pos, modal, later } = await fastDevice();
    pos.setOnline(false);
    later(60 * 60_000);
    const tappedAt = clock.server.getTime();
    await modal.perform('in');
    later(10 * 60_000);
    pos.setOnline(true);
    await modal.replay();
    const at = Date.parse(String(shiftbook.actions()[0]!.body?.at));
    expect(Math.abs(at - tappedAt)).toBeLessThanOrEqual(1_000);
    expect(rows[0]!.state).toBe('on');
  });

  it('kept before it ever reached the server, learns the server’s clock before sending it', async () => {
    const { clock, rows, shiftbook, pos, modal, later } = await fastDevice({ online: false });
    const tappedAt = clock.server.getTime();
    await modal.perform('in');
    later(60_000);
    pos.setOnline(true);
    await modal.replay();
    const sent = shiftbook.actions();
    expect(sent).toHaveLength(1);
    expect(Math.abs(Date.parse(String(sent[0]!.body?.at)) - tappedAt)).toBeLessThanOrEqual(1_000);
    expect(rows[0]!.state).toBe('on');
  });
});
