import type { ClockRow } from '../src/clock-types.js';
import type { PinAnswer, PosHost, SignalLike } from '../src/pos-host.js';

/** A POS signal whose value a test sets, telling its subscribers as POS does. */
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
    return () => this.listeners.delete(listener);
  }
}

type PinSubmit = (pin: number[]) => Promise<PinAnswer> | PinAnswer;

/** The `shopify` global of a POS device, with what the clock uses, driven by the test. */
export function fakePos(
  options: { staffMemberId?: number; online?: boolean; storage?: Map<string, unknown> } = {},
) {
  const staffMember = new FakeSignal<{ id: number } | undefined>(
    options.staffMemberId === undefined ? undefined : { id: options.staffMemberId },
  );
  const connectivity = new FakeSignal<{ internetConnected: 'Connected' | 'Disconnected' }>({
    internetConnected: options.online === false ? 'Disconnected' : 'Connected',
  });
  // Shared between a tile and a modal made over the same device, as POS's storage is.
  const storage = options.storage ?? new Map<string, unknown>();
  const pinPads: { submit: PinSubmit; dismissed: () => void; label?: string }[] = [];
  let modalsPresented = 0;
  const host: PosHost = {
    session: {
      staffMember,
      currentSession: { locationId: 74236690 },
      getSessionToken: async () => 'pos-session-token',
    },
    connectivity: { current: connectivity },
    storage: {
      get: async (key) => structuredClone(storage.get(key)),
      set: async (key, value) => {
        storage.set(key, structuredClone(value));
      },
    },
    pinPad: {
      showPinPad: (submit, padOptions) =>
        pinPads.push({
          submit,
          dismissed: () => padOptions?.onDismissed?.({ completed: false }),
          label: padOptions?.label,
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
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown> | null;
}

type Reply = { status: number; body: unknown } | 'network-error';

/**
 * A fake `fetch` for Shiftbook's routes: each request is recorded, and answered by the first
 * matching handler (`"POST /v1/clock/in"`), or with a 404 problem.
 */
export function fakeShiftbook(handlers: Record<string, (request: RecordedRequest) => Reply> = {}) {
  const requests: RecordedRequest[] = [];
  let offline = false;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    if (offline) throw new TypeError('Network request failed');
    requests.push(request);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const reply = handler
      ? handler(request)
      : { status: 404, body: { code: 'not_found', detail: 'Not found.' } };
    if (reply === 'network-error') throw new TypeError('Network request failed');
    const type = reply.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': type },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Requests to the clock's action routes, in the order they arrived. */
    actions: () => requests.filter((request) => request.method === 'POST'),
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

const CONFLICTS: Record<string, { from: ClockRow['state'][]; to: ClockRow['state']; code: string }> = {
  in: { from: ['off'], to: 'on', code: 'already_clocked_in' },
  out: { from: ['on', 'break'], to: 'off', code: 'not_clocked_in' },
  'break-start': { from: ['on'], to: 'break', code: 'on_break' },
  'break-end': { from: ['break'], to: 'on', code: 'not_on_break' },
};

/**
 * Shiftbook's clock as far as the tile sees it: the board, and the four actions moving a row's
 * state by `shopify_staff_member_id` with the server's 409 and 422 problems.
 */
export function fakeClockServer(
  rows: ClockRow[],
  extra: Record<string, (request: RecordedRequest) => Reply> = {},
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
      const rule = CONFLICTS[action]!;
      if (!rule.from.includes(target.state))
        return { status: 409, body: { code: rule.code, detail: `Refused: ${rule.code}.` } };
      target.state = rule.to;
      target.since = rule.to === 'off' ? null : String(body.at);
      return { status: action === 'in' ? 201 : 200, body: { id: 'ent_1', object: 'time_entry' } };
    };
  return fakeShiftbook({
    'GET /v1/clock': () => ({ status: 200, body: { data: rows } }),
    'POST /v1/clock/in': act('in'),
    'POST /v1/clock/out': act('out'),
    'POST /v1/clock/break-start': act('break-start'),
    'POST /v1/clock/break-end': act('break-end'),
    ...extra,
  });
}
