import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClockControllerOptions, createClockController } from '../src/clock-controller.js';
import type { ClockRow } from '../src/clock-types.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { fakeClockServer, fakePos, fakeShiftbook, row } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const ANA = 1001;

/** A tile over a fake POS (the `shopify` global) and a fake Shiftbook, started and read. */
async function tileOver(
  rows: ClockRow[] | ReturnType<typeof fakeShiftbook>,
  pos = fakePos({ staffMemberId: ANA }),
  role: ClockControllerOptions['role'] = 'tile',
) {
  vi.stubGlobal('shopify', pos.host);
  const shiftbook = Array.isArray(rows) ? fakeClockServer(rows, {}, { serverNow: () => NOW }) : rows;
  const controller = createClockController({
    role,
    fetch: shiftbook.fetch,
    now: () => NOW,
    storePollMs: 0,
    rowRefreshMs: 0,
  });
  await controller.start();
  return {
    controller,
    shiftbook,
    tile: () => tileView(controller.snapshot, NOW, words()),
    modal: () => modalView(controller.snapshot, NOW, words()),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tile says where the pinned staff member stands', () => {
  it('off: "Clock in", with their next published shift', async () => {
    const { tile, modal } = await tileOver([
      row({
        staff: 'ana',
        shopify_staff_member_id: '1001',
        hours_this_week: 12.5,
        next_shift: { id: 'shf_1', starts_at: '2026-11-24T14:00:00Z', ends_at: '2026-11-24T22:00:00Z' },
      }),
    ]);
    expect(tile()).toEqual({
      heading: 'Clock in',
      subheading: 'Shift Today 14:00–22:00',
      disabled: false,
      tone: 'auto',
    });
    expect(modal().status).toBe('Off the clock');
    expect(modal().details).toEqual(['Next shift: Today 14:00–22:00', 'This week: 12.5 h']);
    expect(modal().actions.map((action) => action.label)).toEqual(['Clock in']);
  });

  it('on: "On since 09:02", offering a break or clocking out', async () => {
    const { tile, modal } = await tileOver([
      row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on', since: '2026-11-24T09:02:41Z' }),
    ]);
    expect(tile().heading).toBe('On since 09:02');
    expect(tile().subheading).toBe('Tap for a break or to clock out');
    expect(modal().actions.map((action) => action.label)).toEqual(['Start break', 'Clock out']);
  });

  it('break: "On break", since when, offering its end or clocking out', async () => {
    const { tile, modal } = await tileOver([
      row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'break', since: '2026-11-24T09:30:00Z' }),
    ]);
    expect(tile()).toMatchObject({ heading: 'On break', subheading: 'Since 09:30' });
    expect(modal().status).toBe('On break since 09:30');
    expect(modal().actions.map((action) => action.label)).toEqual(['End break', 'Clock out']);
  });

  it('an entry open for over 16 hours says so', async () => {
    const { tile, modal } = await tileOver([
      row({
        staff: 'ana',
        shopify_staff_member_id: '1001',
        state: 'on',
        since: '2026-11-23T09:00:00Z',
        overdue: true,
      }),
    ]);
    expect(tile().subheading).toBe('On for over 16 h: tell a manager');
    expect(modal().details.at(-1)).toMatch(/over 16 hours/);
  });

  it('"Not linked" when no staff member in Shiftbook carries the pinned id, and the modal says who links it', async () => {
    const { tile, modal } = await tileOver([row({ staff: 'ana', shopify_staff_member_id: '2002' })]);
    expect(tile()).toMatchObject({ heading: 'Not linked', subheading: 'Ask a manager to link you' });
    expect(modal().status).toMatch(/Ask a manager to link you on Shiftbook's Staff page/);
    expect(modal().actions).toEqual([]);
  });

  it('a locked screen (no one pinned in) offers nothing', async () => {
    const pos = fakePos({ staffMemberId: undefined });
    const { tile, modal } = await tileOver([row({ staff: 'ana', shopify_staff_member_id: '1001' })], pos);
    expect(tile()).toEqual({
      heading: 'Shiftbook clock',
      subheading: 'Pin in to clock in or out',
      disabled: true,
      tone: 'auto',
    });
    expect(modal().actions).toEqual([]);
  });

  it('a board the server refuses shows its detail, with no action', async () => {
    const shiftbook = fakeShiftbook({
      'GET /v1/clock': () => ({
        status: 401,
        body: { code: 'unauthorized', detail: 'The session token expired.' },
      }),
    });
    const { tile, modal } = await tileOver(shiftbook);
    expect(tile().subheading).toBe('Shiftbook unavailable');
    expect(modal()).toMatchObject({ status: 'The session token expired.', actions: [] });
  });

  it('offline with nothing waiting: the state still shows, and the tile says actions are kept', async () => {
    const pos = fakePos({ staffMemberId: ANA });
    const { tile, controller } = await tileOver(
      [row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on', since: '2026-11-24T08:00:00Z' })],
      pos,
    );
    pos.setOnline(false);
    expect(controller.snapshot.online).toBe(false);
    expect(tile()).toMatchObject({ heading: 'On since 08:00', subheading: 'Offline: actions are kept' });
  });

  it('reads only the pinned staff member’s row, once at start, with the POS session token, at a relative URL', async () => {
    const { shiftbook } = await tileOver([
      row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 }),
      row({ staff: 'ben', shopify_staff_member_id: '1002', hours_this_week: 0 }),
    ]);
    expect(shiftbook.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/clock?shopify_staff_member_id=1001',
        query: expect.any(URLSearchParams),
        authorization: 'Bearer pos-session-token',
        idempotencyKey: null,
        body: null,
      },
    ]);
  });

  it('keeps on the device the pinned staff member’s row alone, whatever the server sends', async () => {
    const pos = fakePos({ staffMemberId: ANA });
    const everyone = fakeShiftbook({
      'GET /v1/clock': () => ({
        status: 200,
        body: {
          data: [
            row({ staff: 'ben', shopify_staff_member_id: '1002', hours_this_week: 31 }),
            row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 12 }),
          ],
        },
      }),
    });
    const { tile } = await tileOver(everyone, pos);
    expect(tile().heading).toBe('Clock in');
    const stored = JSON.stringify([...pos.storage.values()]);
    expect(stored).toContain('"ana"');
    expect(stored).not.toContain('"ben"');
  });
});
