import type { ClockRow } from '../src/clock-types.js';
import type { PinAnswer, PosHost, SignalLike } from '../src/pos-host.js';
import { fakeTranslate } from './fake-i18n.js';

/**
 * A POS signal whose value a test sets, telling its subscribers as POS does. Like the Preact
 * signals POS hands over (`@preact/signals`' `subscribe`), it calls a new listener at once with
 * the current value.
 */
export class FakeSignal<T> implements SignalLike<T> {
  private listeners = new Set<(value: T) => void>();
  constructor(private current: T) {}
  get value(): T {
    return this.current;
  }
  set(value: T): void {
    this.current = value;
    for (const listener of this.listeners) listener(value);
  }
  subscribe(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }
}

type PinSubmit = (pin: number[]) => Promise<PinAnswer> | PinAnswer;

/**
 * A hold on the device's storage: once armed, the next write (set or delete) waits until
 * `release`, so a test can let another target write in between a read and a write, as two
 * targets running apart on one POS device can. `held` resolves when that write has arrived.
 */
export function storageGate() {
  let armed = false;
  let release: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  return {
    held,
    holdNextWrite() {
      armed = true;
    },
    release: () => release(),
    async beforeWrite(): Promise<void> {
      if (!armed) return;
      armed = false;
      const wait = new Promise<void>((resolve) => {
        release = resolve;
      });
      reached();
      await wait;
    },
  };
}

/** The `shopify` global of a POS device, with what the clock uses, driven by the test. */
export function fakePos(
  options: {
    staffMemberId?: number;
    online?: boolean;
    storage?: Map<string, unknown>;
    locale?: string;
    gate?: ReturnType<typeof storageGate>;
  } = {},
) {
  const staffMember = new FakeSignal<{ id: number } | undefined>(
    options.staffMemberId === undefined ? undefined : { id: options.staffMemberId },
  );
  const connectivity = new FakeSignal<{ internetConnected: 'Connected' | 'Disconnected' }>({
    internetConnected: options.online === false ? 'Disconnected' : 'Connected',
  });
  const locale = new FakeSignal<string>(options.locale ?? 'en-GB');
  // Shared between the targets made over the same device, as POS's storage is.
  const storage = options.storage ?? new Map<string, unknown>();
  const gate = options.gate;
  const pinPads: { submit: PinSubmit; dismissed: () => void; label?: string; title?: string }[] = [];
  let modalsPresented = 0;
  let translate = fakeTranslate(locale.value);
  const host: PosHost = {
    session: {
      staffMember,
      currentSession: { locationId: 74236690 },
      getSessionToken: async () => 'pos-session-token',
    },
    connectivity: { current: connectivity },
    locale: { current: locale },
    i18n: { translate: (key, vars) => translate(key, vars) },
    storage: {
      get: async (key) => structuredClone(storage.get(key)),
      set: async (key, value) => {
        await gate?.beforeWrite();
        storage.set(key, structuredClone(value));
      },
      delete: async (key) => {
        await gate?.beforeWrite();
        return storage.delete(key);
      },
      entries: async () => [...storage.entries()].map(([key, value]) => [key, structuredClone(value)]),
    },
    pinPad: {
      showPinPad: (submit, padOptions) =>
        pinPads.push({
          submit,
          dismissed: () => padOptions?.onDismissed?.({ completed: false }),
          label: padOptions?.label,
          title: padOptions?.title,
        }),
    },
    action: {
      presentModal: () => {
        modalsPresented++;
      },
    },
  };
  return {
    host,
    storage,
    pinPads,
    modalsPresented: () => modalsPresented,
    pin(id: number | undefined) {
      staffMember.set(id === undefined ? undefined : { id });
    },
    setOnline(online: boolean) {
      connectivity.set({ internetConnected: online ? 'Connected' : 'Disconnected' });
    },
    setLocale(value: string) {
      translate = fakeTranslate(value);
      locale.set(value);
    },
    /** The actions kept on the device, as its storage holds them. */
    kept() {
      return [...storage.entries()]
        .filter(([key]) => key.startsWith('action:'))
        .map(
          ([, value]) =>
            value as { queued: { id: string; action: string; staffMemberId: string; at: string } },
        );
    },
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown> | null;
}

export type Reply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | 'network-error'
  /** The server acts, but the answer never reaches the device. */
  | { lost: { status: number; body: unknown } };

/**
 * A fake `fetch` for Shiftbook's routes: each request is recorded, and answered by the first
 * matching handler (`"POST /v1/clock/in"`), or with a 404 problem. Like the real server, every
 * answer carries `Date` (when given `serverNow`), and an `Idempotency-Key` replays its first answer for
 * the same body, answers a different body `422 idempotency_mismatch`, and frees the key after
 * a 403, a 429 or a 5xx.
 */
export function fakeShiftbook(
  handlers: Record<string, (request: RecordedRequest) => Reply> = {},
  options: { serverNow?: () => Date } = {},
) {
  const requests: RecordedRequest[] = [];
  const answers = new Map<string, { body: string; status: number; reply: unknown }>();
  let offline = false;
  const { serverNow } = options;
  const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
        // Without a server clock the answer has no `Date` the device can read (as when a CORS
        // layer hides it): the device then goes by its own clock.
        ...(serverNow ? { Date: serverNow().toUTCString() } : {}),
        ...headers,
      },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Relative, as POS resolves it against the app's URL.
    const url = new URL(String(input), 'https://shiftbook.test');
    const headers = new Headers(init?.headers);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      query: url.searchParams,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    if (offline) throw new TypeError('Network request failed');
    requests.push(request);
    const key =
      request.idempotencyKey === null ? null : `${request.method} ${url.pathname} ${request.idempotencyKey}`;
    const first = key === null ? undefined : answers.get(key);
    if (first) {
      if (first.body !== JSON.stringify(request.body))
        return respond(422, {
          code: 'idempotency_mismatch',
          detail: 'This Idempotency-Key was already used.',
        });
      return respond(first.status, first.reply, { 'Idempotent-Replayed': 'true' });
    }
    const handler = handlers[`${request.method} ${url.pathname}`];
    const reply = handler
      ? handler(request)
      : { status: 404, body: { code: 'not_found', detail: 'Not found.' } };
    if (reply === 'network-error') throw new TypeError('Network request failed');
    const answer = 'lost' in reply ? reply.lost : reply;
    const kept = answer.status < 400 || [402, 404, 409, 422].includes(answer.status);
    if (key !== null && kept)
      answers.set(key, { body: JSON.stringify(request.body), status: answer.status, reply: answer.body });
    if ('lost' in reply) throw new TypeError('The network connection was lost.');
    return respond(reply.status, reply.body, reply.headers);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Requests to the clock's action routes, in the order they arrived. */
    actions: () => requests.filter((request) => request.method === 'POST'),
    /** Reads of the clock board. */
    reads: () => requests.filter((request) => request.method === 'GET'),
    setOffline(value: boolean) {
      offline = value;
    },
  };
}

export function row(overrides: Partial<ClockRow> & Pick<ClockRow, 'staff'>): ClockRow {
  return {
    staff_id: `stf_${overrides.staff}`,
    name: overrides.staff,
    state: 'off',
    since: null,
    entry: null,
    has_pin: false,
    next_shift: null,
    overdue: false,
    shopify_staff_member_id: null,
    hours_this_week: 0,
    ...overrides,
  };
}

/** Waits until queued promise callbacks (the controller's subscriptions) have run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const notFound = (): Reply => ({ status: 404, body: { code: 'not_found', detail: 'Not found.' } });

const CONFLICTS: Record<string, { from: ClockRow['state'][]; to: ClockRow['state']; code: string }> = {
  in: { from: ['off'], to: 'on', code: 'already_clocked_in' },
  out: { from: ['on', 'break'], to: 'off', code: 'not_clocked_in' },
  'break-start': { from: ['on'], to: 'break', code: 'on_break' },
  'break-end': { from: ['break'], to: 'on', code: 'not_on_break' },
};

/**
 * Shiftbook's clock as far as the tile sees it: the board (whole, or one staff member's row by
 * `?shopify_staff_member_id=`), and the four actions moving a row's state by
 * `shopify_staff_member_id` with the server's 409 and 422 problems, `at` included: more than
 * 60 s ahead of the server's clock, or more than 24 h behind, is a 422 naming `at` (SPEC §10).
 */
export function fakeClockServer(
  rows: ClockRow[],
  extra: Record<string, (request: RecordedRequest, usual: () => Reply) => Reply> = {},
  options: { serverNow?: () => Date } = {},
) {
  const act =
    (action: string) =>
    (request: RecordedRequest): Reply => {
      const body = request.body ?? {};
      const target = rows.find(
        (candidate) => candidate.shopify_staff_member_id === body.shopify_staff_member_id,
      );
      if (!target)
        return {
          status: 422,
          body: {
            code: 'staff_not_linked',
            detail: 'You are not linked to a staff member in Shiftbook yet.',
          },
        };
      const now = (options.serverNow?.() ?? new Date()).getTime();
      const at = body.at === undefined ? now : Date.parse(String(body.at));
      if (at > now + 60_000 || at < now - 24 * 3_600_000)
        return {
          status: 422,
          body: {
            code: 'rule_violation',
            detail:
              at > now
                ? '`at` may be at most 60 seconds in the future.'
                : '`at` may be at most 24 hours in the past; a manager corrects older times through /v1/time-entries.',
            errors: [{ field: 'at', message: 'out of the window' }],
          },
        };
      const rule = CONFLICTS[action]!;
      if (!rule.from.includes(target.state))
        return { status: 409, body: { code: rule.code, detail: `Refused: ${rule.code}.` } };
      target.state = rule.to;
      target.since = rule.to === 'off' ? null : new Date(at).toISOString();
      return { status: action === 'in' ? 201 : 200, body: { id: 'ent_1', object: 'time_entry' } };
    };
  const usual: Record<string, (request: RecordedRequest) => Reply> = {
    'GET /v1/clock': (request) => {
      const id = request.query.get('shopify_staff_member_id');
      const data = id === null ? rows : rows.filter((candidate) => candidate.shopify_staff_member_id === id);
      return { status: 200, body: { data: structuredClone(data) } };
    },
    'POST /v1/clock/in': act('in'),
    'POST /v1/clock/out': act('out'),
    'POST /v1/clock/break-start': act('break-start'),
    'POST /v1/clock/break-end': act('break-end'),
  };
  const handlers = { ...usual };
  // A test's own handler may answer, or hand the request to the usual one.
  for (const [route, handler] of Object.entries(extra))
    handlers[route] = (request) => handler(request, () => (usual[route] ?? notFound)(request));
  return fakeShiftbook(handlers, options);
}
