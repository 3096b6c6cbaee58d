import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { fakeClockServer, fakePos, row } from './fake-pos.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a live tap answered 429', () => {
  it('is kept with the time of the tap and sent once Retry-After has passed, not before', async () => {
    const clock = { now: new Date('2026-11-24T10:00:00Z') };
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })];
    let limited = true;
    const shiftbook = fakeClockServer(
      rows,
      {
        'POST /v1/clock/in': (request) => {
          if (limited)
            return {
              status: 429,
              body: { code: 'rate_limited', detail: 'Too many requests.' },
              headers: { 'Retry-After': '30' },
            };
          rows[0]!.state = 'on';
          rows[0]!.since = String(request.body?.at);
          return { status: 201, body: { id: 'ent_1' } };
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
      boardRefreshMs: 0,
    } as Parameters<typeof createClockController>[0]);
    await modal.start();

    await modal.perform('in');
    expect(modal.snapshot.queue.pending.map((queued) => queued.action)).toEqual(['in']);
    expect(modal.snapshot.notice).toMatchObject({ tone: 'info' });

    // Ten seconds on, the server's 30 s are not over: nothing is sent.
    limited = false;
    clock.now = new Date('2026-11-24T10:00:10Z');
    await modal.replay();
    expect(shiftbook.actions()).toHaveLength(1);
    expect(modal.snapshot.queue.pending).toHaveLength(1);

    clock.now = new Date('2026-11-24T10:00:31Z');
    await modal.replay();
    expect(shiftbook.actions()).toHaveLength(2);
    expect(Date.parse(String(shiftbook.actions()[1]!.body?.at))).toBeLessThanOrEqual(
      Date.parse('2026-11-24T10:00:01Z'),
    );
    expect(rows[0]!.state).toBe('on');
    expect(modal.snapshot.queue.pending).toEqual([]);
  });

  it('for a locked PIN is not kept: the PIN is the person’s, and waiting would not help', async () => {
    const shiftbook = fakeClockServer([row({ staff: 'ana', shopify_staff_member_id: '1001' })], {
      'POST /v1/clock/in': () => ({
        status: 429,
        body: { code: 'pin_locked', detail: 'Too many wrong PINs: try again in 15 minutes.' },
        headers: { 'Retry-After': '900' },
      }),
    });
    vi.stubGlobal('shopify', fakePos({ staffMemberId: 1001 }).host);
    const modal = createClockController({ role: 'modal', fetch: shiftbook.fetch, rowRefreshMs: 0 });
    await modal.start();
    await modal.perform('in');
    expect(modal.snapshot.queue.pending).toEqual([]);
    expect(modal.snapshot.notice).toMatchObject({ tone: 'critical' });
  });
});
