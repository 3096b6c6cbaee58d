import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockApi } from '../src/api-client.js';
import { appUrl } from '../src/app-url.js';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { fakeClockServer, fakePos, fakeShiftbook, row } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T10:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function modalOver(server: ReturnType<typeof fakeShiftbook>, pos = fakePos({ staffMemberId: 1001 })) {
  vi.stubGlobal('shopify', pos.host);
  const modal = createClockController({
    role: 'modal',
    fetch: server.fetch,
    now: () => NOW,
    storePollMs: 0,
    rowRefreshMs: 0,
  });
  await modal.start();
  return { pos, modal, view: () => modalView(modal.snapshot, NOW, words()) };
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
    const { modal, view } = await modalOver(server);
    await Promise.all([modal.perform('in'), modal.perform('in')]);
    expect(server.actions()).toHaveLength(1);
    expect(view().banners).toEqual([{ tone: 'success', heading: 'Clock', text: 'Clocked in at 10:00.' }]);
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
        rows[0]!.since = NOW.toISOString();
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

  it('spins the pressed button alone while its action is on its way, and disables the others', async () => {
    const server = fakeClockServer(
      [row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on', since: '2026-11-24T09:00:00Z' })],
      {
        'POST /v1/clock/out': () => ({
          status: 403,
          body: { code: 'invalid_pin', detail: 'Enter your PIN.' },
        }),
      },
    );
    const { pos, modal, view } = await modalOver(server);
    const pressed = modal.perform('out');
    await vi.waitFor(() => expect(pos.pinPads).toHaveLength(1));
    expect(view().actions.map(({ action, loading }) => [action, loading])).toEqual([
      ['break-start', false],
      ['out', true],
    ]);
    expect(view().actionsDisabled).toBe(true);
    pos.pinPads[0]!.dismissed();
    await pressed;
    expect(view().actions.every(({ loading }) => !loading)).toBe(true);
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
  it('calls a relative path unless APP_URL or SHOPIFY_APP_URL was set at build, with no placeholder host', () => {
    // Under vitest `process.env` is Node's; in a bundle, what the CLI (or build.mjs) inlined.
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('SHOPIFY_APP_URL', '');
    // Nothing set: POS resolves the path against the app's app_url.
    expect(appUrl()).toBe('');
    vi.stubEnv('SHOPIFY_APP_URL', 'https://by-hand.example.org');
    expect(appUrl()).toBe('https://by-hand.example.org');
    // `shopify app dev` puts the tunnel in APP_URL: it wins.
    vi.stubEnv('APP_URL', 'https://tunnel.trycloudflare.com/');
    expect(appUrl()).toBe('https://tunnel.trycloudflare.com');
    vi.unstubAllEnvs();
  });

  it('asks for one staff member’s row with the session token, and reads a problem without JSON as its status', async () => {
    const seen: string[] = [];
    const api = createClockApi({
      appUrl: appUrl(''),
      getSessionToken: async () => 'tok',
      fetch: async (input, init) => {
        seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return new Response('<html>Bad gateway</html>', { status: 502 });
      },
    });
    const result = await api.row('1001');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'problem', problem: { status: 502, code: 'http_502', detail: '' } },
    });
    expect(seen).toEqual(['/v1/clock?shopify_staff_member_id=1001 Bearer tok']);
    if (!result.ok && result.failure.kind === 'problem')
      expect(words().problem(result.failure.problem)).toBe('Shiftbook answered 502.');
  });

  it('reads Retry-After (seconds or a date) and the fields a problem names', async () => {
    const answers = [
      new Response(JSON.stringify({ code: 'rate_limited', detail: 'Slow down.' }), {
        status: 429,
        headers: { 'Retry-After': '7' },
      }),
      new Response(
        JSON.stringify({ code: 'rule_violation', detail: 'No.', errors: [{ field: 'at', message: 'x' }] }),
        {
          status: 422,
          headers: { 'Retry-After': 'Tue, 24 Nov 2026 10:00:20 GMT' },
        },
      ),
    ];
    const api = createClockApi({
      appUrl: '',
      getSessionToken: async () => 'tok',
      fetch: async () => answers.shift()!,
      now: () => NOW,
    });
    const body = { shopify_staff_member_id: '1' };
    expect(await api.send('in', body)).toMatchObject({
      failure: { problem: { status: 429, code: 'rate_limited', retryAfterMs: 7_000 } },
    });
    expect(await api.send('in', body)).toMatchObject({
      failure: { problem: { status: 422, fields: ['at'], retryAfterMs: 20_000 } },
    });
  });

  it('sends nothing without a session token, and says POS gave none (a missing permission, or a POS fault)', async () => {
    const shiftbook = fakeShiftbook();
    const api = createClockApi({
      appUrl: '',
      getSessionToken: async () => undefined,
      fetch: shiftbook.fetch,
    });
    const result = await api.send('in', { shopify_staff_member_id: '1' });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'problem', problem: { code: 'no_session_token' } },
    });
    expect(shiftbook.requests).toEqual([]);
    if (!result.ok && result.failure.kind === 'problem')
      expect(words().problem(result.failure.problem)).toMatch(
        /no sign-in token.*app permission.*POS had a fault/,
      );
  });

  it('takes a thrown fetch for a network failure', async () => {
    const api = createClockApi({
      appUrl: '',
      getSessionToken: async () => 'tok',
      fetch: async () => {
        throw new TypeError('Network request failed');
      },
    });
    expect(await api.row('1001')).toEqual({
      ok: false,
      failure: { kind: 'network', message: 'Network request failed' },
    });
  });
});
