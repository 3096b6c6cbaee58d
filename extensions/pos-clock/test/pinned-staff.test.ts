import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { normaliseStaffMemberId } from '../src/staff-member-id.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, row, settle } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T10:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tile follows the staff member pinned in at POS', () => {
  const board = () => [
    row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on', since: '2026-11-24T09:02:00Z' }),
    row({ staff: 'ben', shopify_staff_member_id: '1002' }),
  ];

  async function start(
    pos: ReturnType<typeof fakePos>,
    shiftbook = fakeClockServer(board(), {}, { serverNow: () => NOW }),
  ) {
    vi.stubGlobal('shopify', pos.host);
    const controller = createClockController({
      role: 'tile',
      fetch: shiftbook.fetch,
      now: () => NOW,
      storePollMs: 0,
      rowRefreshMs: 0,
    });
    await controller.start();
    return { controller, shiftbook, heading: () => tileView(controller.snapshot, NOW, words()).heading };
  }

  it('switches to the next staff member as they pin in, and offers nothing once the screen locks', async () => {
    const pos = fakePos({ staffMemberId: 1001 });
    const { controller, heading } = await start(pos);
    expect(heading()).toBe('On since 09:02');

    pos.pin(1002);
    await settle();
    expect(controller.snapshot.staffMemberId).toBe('1002');
    expect(heading()).toBe('Clock in');

    pos.pin(undefined);
    await settle();
    expect(tileView(controller.snapshot, NOW, words())).toMatchObject({
      heading: 'Shiftbook clock',
      disabled: true,
    });
    await controller.perform('in');
    expect(controller.snapshot.staffMemberId).toBeNull();
  });

  it('clocks in whoever is pinned in at the moment of the tap, and reads their row once on each change', async () => {
    const pos = fakePos({ staffMemberId: 1001 });
    const { controller, shiftbook } = await start(pos);
    pos.pin(1002);
    await settle();
    await controller.perform('in');
    expect(shiftbook.actions()).toEqual([
      {
        method: 'POST',
        path: '/v1/clock/in',
        authorization: 'Bearer pos-session-token',
        query: expect.any(URLSearchParams),
        idempotencyKey: expect.any(String),
        // A live tap carries no `at`: the server times it.
        body: { shopify_staff_member_id: '1002', location_id: '74236690' },
      },
    ]);
    // At start (Ana), on the change to Ben, and after his clock-in: one read each, his row alone.
    expect(shiftbook.reads().map((request) => request.path)).toEqual([
      '/v1/clock?shopify_staff_member_id=1001',
      '/v1/clock?shopify_staff_member_id=1002',
      '/v1/clock?shopify_staff_member_id=1002',
    ]);
    expect(controller.snapshot.notice).toMatchObject({ tone: 'success', kind: 'done', action: 'in' });
  });

  it('reads the deprecated currentSession.staffMemberId only on a POS without the staffMember signal', async () => {
    const pos = fakePos();
    pos.host.session.staffMember = undefined;
    pos.host.session.currentSession.staffMemberId = 1002;
    const { heading } = await start(pos);
    expect(heading()).toBe('Clock in');
  });
});

describe('normaliseStaffMemberId', () => {
  it('takes a number, a numeric string or a StaffMember gid, and gives the numeric string Shiftbook stores', () => {
    expect(normaliseStaffMemberId(103205625)).toBe('103205625');
    expect(normaliseStaffMemberId(' 103205625 ')).toBe('103205625');
    expect(normaliseStaffMemberId('gid://shopify/StaffMember/103205625')).toBe('103205625');
  });

  it('gives null for no one, and for what is not a staff member id', () => {
    for (const value of [undefined, null, 0, -4, 1.5, '', '0123', 'gid://shopify/Customer/1', {}])
      expect(normaliseStaffMemberId(value)).toBeNull();
  });
});
