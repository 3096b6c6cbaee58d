import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockApi } from '../src/api-client.js';
import { appUrl } from '../src/app-url.js';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { fakeClockServer, fakePos, fakeShiftbook, row } from './fake-pos.js';

const NOW = new Date('2026-11-24T10:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function modalOver(server: ReturnType<typeof fakeShiftbook>, pos = fakePos({ staffMemberId: 1001 })) {
  vi.stubGlobal('shopify', pos.host);
  const modal = createClockController({
    role: 'modal',
    fetch: server.fetch,
    now: () => NOW,
    timeZone: 'UTC',
    storePollMs: 0,
    boardRefreshMs: 0,
  });
  await modal.start();
  return { pos, modal, view: () => modalView(modal.snapshot, NOW, 'UTC') };
}

describe('an action sent while online', () => {
  it('refused by the server shows the problem’s detail and is not kept', async () => {
    const server = fakeClockServer(
      [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })],
      {
        'POST /v1/clock/in': () => ({
          status: 422,
          body: {
            code: 'staff_not_linked',
            detail:
              "You are not linked to a staff member in Shiftbook yet. Ask a manager to link you on Shiftbook's Staff page.",
          },
        }),
      },
    );
    const { modal, view } = await modalOver(server);
    await modal.perform('in');
    expect(view().banners).toEqual([
      {
        tone: 'critical',
        heading: 'Not recorded',
        text: "You are not linked to a staff member in Shiftbook yet. Ask a manager to link you on Shiftbook's Staff page.",
      },
    ]);
    expect(modal.snapshot.queue.pending).toEqual([]);
  });

  it('a second tap while the first is on its way sends nothing more', async () => {
    const server = fakeClockServer([
      row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 }),
    ]);
    const { modal } = await modalOver(server);
    await Promise.all([modal.perform('in'), modal.perform('in')]);
    expect(server.actions()).toHaveLength(1);
    expect(modal.snapshot.notice).toEqual({ tone: 'success', text: 'Clocked in at 10:00.' });
  });

  it('asks for the Shiftbook PIN on POS’s PIN pad when the shop requires one, and sends it as `pin`', async () => {
    const rows = [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })];
    const pins: unknown[] = [];
    const server = fakeClockServer(rows, {
      'POST /v1/clock/in': (request) => {
        pins.push(request.body?.pin);
        if (request.body?.pin !== '1357')
          return { status: 403, body: { code: 'invalid_pin', detail: 'Wrong or missing PIN.' } };
        rows[0]!.state = 'on';
        rows[0]!.since = String(request.body.at);
        return { status: 201, body: { id: 'ent_1' } };
      },
    });
    const { pos, modal, view } = await modalOver(server);
    const pressed = modal.perform('in');
    await vi.waitFor(() => expect(pos.pinPads).toHaveLength(1));
    expect(modal.snapshot.busy).toBe(true);
    expect(await pos.pinPads[0]!.submit([1, 3, 5, 7])).toEqual({ result: 'accept' });
    await pressed;
    expect(pins).toEqual([undefined, '1357']);
    expect(view()).toMatchObject({
      status: 'On since 10:00',
      banners: [{ tone: 'success', text: 'Clocked in at 10:00.' }],
    });
  });

  it('closing the PIN pad without a PIN leaves the action unrecorded, saying why', async () => {
    const server = fakeClockServer(
      [row({ staff: 'ana', shopify_staff_member_id: '1001', hours_this_week: 0 })],
      {
        'POST /v1/clock/in': () => ({
          status: 403,
          body: { code: 'invalid_pin', detail: 'Wrong or missing PIN.' },
        }),
      },
    );
    const { pos, modal, view } = await modalOver(server);
    const pressed = modal.perform('in');
    await vi.waitFor(() => expect(pos.pinPads).toHaveLength(1));
    pos.pinPads[0]!.dismissed();
    await pressed;
    expect(view().banners).toMatchObject([{ tone: 'critical', text: 'Wrong or missing PIN.' }]);
    expect(modal.snapshot.busy).toBe(false);
  });
});

describe('the API client', () => {
  it('calls APP_URL with the session token, and reads a problem without JSON as its status', async () => {
    const seen: string[] = [];
    const api = createClockApi({
      appUrl: appUrl('https://clock.example.org/'),
      getSessionToken: async () => 'tok',
      fetch: async (input, init) => {
        seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return new Response('<html>Bad gateway</html>', { status: 502 });
      },
    });
    expect(await api.board()).toEqual({
      ok: false,
      failure: {
        kind: 'problem',
        problem: { status: 502, code: 'http_502', detail: 'Shiftbook answered 502.' },
      },
    });
    expect(seen).toEqual(['https://clock.example.org/v1/clock Bearer tok']);
  });

  it('sends nothing without a session token, and says the POS login lacks the app permission', async () => {
    const shiftbook = fakeShiftbook();
    const api = createClockApi({
      appUrl: 'https://x.example',
      getSessionToken: async () => undefined,
      fetch: shiftbook.fetch,
    });
    const result = await api.send('in', { shopify_staff_member_id: '1', at: NOW.toISOString() });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'problem', problem: { code: 'no_session_token' } },
    });
    expect(shiftbook.requests).toEqual([]);
  });

  it('takes a thrown fetch for a network failure', async () => {
    const api = createClockApi({
      appUrl: 'https://x.example',
      getSessionToken: async () => 'tok',
      fetch: async () => {
        throw new TypeError('Network request failed');
      },
    });
    expect(await api.board()).toEqual({
      ok: false,
      failure: { kind: 'network', message: 'Network request failed' },
    });
  });
});
