import {
  EMPTY_QUEUE,
  isRetryLater,
  pendingFor,
  pressOrder,
  problemOfFailure,
  type QueuedAction,
  refusalsFor,
  retryAtOf,
} from './action-queue.js';
import type { ApiFailure, ClockApi } from './api-client.js';
import { type ClockDeps, clockDeps } from './clock-deps.js';
import type { ClockSnapshot, Notice } from './clock-snapshot.js';
import { type ClockStore, createClockStore, type DeviceState } from './clock-store.js';
import type { ClockAction } from './clock-types.js';
import { globalPosHost, type PosHost } from './pos-host.js';
import { replayQueue } from './replay-queue.js';
import { keptBody, liveBody, sendClockAction } from './send-clock-action.js';
import { normaliseStaffMemberId } from './staff-member-id.js';

export type { ClockSnapshot, Notice } from './clock-snapshot.js';

export interface ClockControllerOptions {
  /**
   * The tile stays on POS home and also sends what waits (at start and when the connection
   * comes back); the modal sends only what its cashier asks. The background target
   * (background-sync.ts) sends the rest all POS session long.
   */
  role: 'tile' | 'modal';
  /** Default: the `shopify` global. */
  host?: PosHost;
  api?: ClockApi;
  store?: ClockStore;
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * How often the tile looks at the device's storage for what the modal or the background
   * changed, ms; default 10000, 0 turns it off. It is a local read, and the tile lives only
   * while POS home shows it. The modal never polls.
   */
  storePollMs?: number;
  /**
   * How often the tile reads its staff member's row again while someone is pinned in and POS
   * is online (another device may clock them in), ms; default 300000, 0 turns it off.
   */
  rowRefreshMs?: number;
  newId?: () => string;
}

export interface ClockController {
  readonly snapshot: ClockSnapshot;
  subscribe(listener: (snapshot: ClockSnapshot) => void): () => void;
  start(): Promise<void>;
  stop(): void;
  /** Reads the device's storage (another target may have changed it), then the row if online. */
  refresh(): Promise<void>;
  perform(action: ClockAction): Promise<void>;
  /** Sends a refused action again (asking for the PIN when that was the reason). */
  retryRefusal(id: string): Promise<void>;
  dismissRefusal(id: string): Promise<void>;
  /** Sends the waiting actions in order. */
  replay(): Promise<void>;
}

function randomId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Why a live tap that the server could not take now is kept, as the notice says it. */
function keptWhy(failure: ApiFailure): 'unreachable' | 'later' {
  if (failure.kind === 'network') return 'unreachable';
  const { status } = failure.problem;
  return status >= 500 || status === 408 ? 'unreachable' : 'later';
}

/**
 * The clock as the tile and the modal run it: follows the pinned staff member, the connection
 * and the locale, reads the pinned staff member's row, sends actions live or keeps them, and
 * sends what was kept. Components only render `snapshot` and call these methods.
 */
export function createClockController(options: ClockControllerOptions): ClockController {
  const host = options.host ?? globalPosHost();
  const deps: ClockDeps = clockDeps({
    host,
    api: options.api,
    store: options.store ?? createClockStore(host.storage),
    fetch: options.fetch,
    now: options.now,
  });
  const { api, store, now, serverClock } = deps;
  const newId = options.newId ?? randomId;
  const isTile = options.role === 'tile';
  const translate = host.i18n?.translate;
  const listeners = new Set<(snapshot: ClockSnapshot) => void>();
  const cleanups: (() => void)[] = [];
  let seenSignature: string | null = null;
  /** When the row on show was read (ISO), to take a newer one another target read. */
  let rowReadAt: string | null = null;
  let replaying: Promise<void> | null = null;

  let snapshot: ClockSnapshot = {
    staffMemberId: currentStaffMemberId(),
    online: host.connectivity?.current.value.internetConnected !== 'Disconnected',
    row: undefined,
    rowProblem: null,
    queue: EMPTY_QUEUE,
    persistent: store.persistent,
    busy: false,
    pressed: null,
    notice: null,
    locale: host.locale?.current.value ?? '',
  };

  function currentStaffMemberId(): string | null {
    const signal = host.session.staffMember;
    return normaliseStaffMemberId(signal ? signal.value?.id : host.session.currentSession.staffMemberId);
  }

  function set(change: Partial<ClockSnapshot>): void {
    snapshot = { ...snapshot, ...change, persistent: store.persistent };
    for (const listener of listeners) listener(snapshot);
  }

  /** Takes what the device's storage says: the queue, and a newer read of the pinned row. */
  function adopt(state: DeviceState): void {
    seenSignature = state.signature;
    serverClock.adopt(state.offsetMs);
    const { member } = state;
    const newer =
      member !== null &&
      member.staffMemberId === snapshot.staffMemberId &&
      (rowReadAt === null || member.readAt > rowReadAt);
    if (newer) rowReadAt = member.readAt;
    set(newer ? { queue: state.queue, row: member.row } : { queue: state.queue });
  }

  async function load(): Promise<DeviceState> {
    const state = await store.read();
    adopt(state);
    return state;
  }

  async function readRow(): Promise<void> {
    const staffMemberId = snapshot.staffMemberId;
    if (!staffMemberId || !snapshot.online) return;
    const result = await api.row(staffMemberId);
    // The cashier changed while the answer was on its way: it is someone else's row.
    if (snapshot.staffMemberId !== staffMemberId) return;
    if (!result.ok) {
      set({ rowProblem: problemOfFailure(result.failure) });
      return;
    }
    const readAt = now().toISOString();
    rowReadAt = readAt;
    set({ row: result.value, rowProblem: null });
    // Kept for a target that starts offline; it also tells the other targets the row moved.
    await store.keepRow({ staffMemberId, row: result.value, readAt });
  }

  async function refresh(): Promise<void> {
    await load();
    await readRow();
  }

  function replay(): Promise<void> {
    // One replay at a time in this target; a call during one waits for it.
    replaying ??= (async () => {
      try {
        if (!snapshot.online) return;
        const outcome = await replayQueue({
          api,
          store,
          now,
          isOnline: () => snapshot.online,
          offsetMs: () => serverClock.offsetMs,
        });
        await load();
        if (outcome.sent > 0) await readRow();
      } finally {
        replaying = null;
      }
    })();
    return replaying;
  }

  /** What a tap is kept as: its moment by the server's clock as far as the device knows it. */
  function queuedFor(action: ClockAction, staffMemberId: string): QueuedAction {
    const offset = serverClock.offsetMs;
    const locationId = host.session.currentSession.locationId;
    return {
      id: newId(),
      action,
      staffMemberId,
      at: new Date(now().getTime() + (offset ?? 0)).toISOString(),
      corrected: offset !== null,
      seq: pressOrder(now().getTime()),
      ...(locationId ? { locationId: String(locationId) } : {}),
    };
  }

  async function keep(queued: QueuedAction, notice: Extract<Notice, { kind: 'kept' }>): Promise<void> {
    await store.keep(queued);
    await load();
    set({ notice });
  }

  const padTitle = () => translate?.('pinPad.title') ?? 'Shiftbook PIN';

  async function perform(action: ClockAction): Promise<void> {
    const staffMemberId = snapshot.staffMemberId;
    if (!staffMemberId || snapshot.busy) return;
    // Busy at once: a second tap while this one is on its way must not send a second action.
    set({ busy: true, pressed: action, notice: null });
    try {
      const queued = queuedFor(action, staffMemberId);
      const kept = { tone: 'info', kind: 'kept', action, at: queued.at } as const;
      if (!snapshot.online) return await keep(queued, { ...kept, why: 'offline' });
      const { queue } = await load();
      // Behind actions still waiting, a new one waits too: they must reach the server in order.
      if (pendingFor(queue, staffMemberId).length > 0 || refusalsFor(queue, staffMemberId).length > 0) {
        await keep(queued, { ...kept, why: 'waiting' });
        void replay().catch(() => undefined);
        return;
      }
      const { result, withPin } = await sendClockAction(
        api,
        host.pinPad,
        queued,
        (pin) => liveBody(queued, pin),
        padTitle(),
      );
      if (result.ok) {
        set({ notice: { tone: 'success', kind: 'done', action, at: queued.at } });
        await readRow();
      } else if (isRetryLater(result.failure)) {
        // Sent once without `at`: should that request have reached the server after all, only
        // the same body gets its answer back (replay-queue.ts).
        const retryAt = retryAtOf(result.failure, now());
        const reason = problemOfFailure(result.failure);
        await store.setSync({ lastError: reason, retryAt });
        const why = keptWhy(result.failure);
        await keep(
          { ...queued, live: withPin ? 'pin' : 'plain' },
          why === 'later'
            ? { ...kept, why, reason, ...(retryAt === null ? {} : { retryAt }) }
            : { ...kept, why },
        );
      } else {
        set({ notice: { tone: 'critical', kind: 'problem', problem: problemOfFailure(result.failure) } });
      }
    } finally {
      set({ busy: false, pressed: null });
    }
  }

  async function retryRefusal(id: string): Promise<void> {
    const { queue } = await load();
    const refusal = queue.refused.find((item) => item.queued.id === id);
    if (!refusal || snapshot.busy) return;
    set({ busy: true, notice: null });
    try {
      // A new key: the refused request's key holds the refusal as its answer (it is replayed
      // for the same body), and a refused action was not recorded, so it is safe to send anew.
      const again: QueuedAction = { ...refusal.queued, id: `${refusal.queued.id}.${newId()}` };
      const { result } = await sendClockAction(
        api,
        host.pinPad,
        again,
        (pin) => keptBody(refusal.queued, serverClock.offsetMs, pin),
        padTitle(),
      );
      if (result.ok) {
        set({ notice: { tone: 'success', kind: 'done', action: again.action, at: again.at } });
        await store.drop(id);
        await load();
        // Actions held behind the refusal may go now.
        await replay();
        await readRow();
      } else if (isRetryLater(result.failure)) {
        set({ notice: { tone: 'critical', kind: 'problem', problem: problemOfFailure(result.failure) } });
      } else {
        await store.refuse(id, problemOfFailure(result.failure));
        await load();
      }
    } finally {
      set({ busy: false });
    }
  }

  function every(period: number, run: () => Promise<void>): void {
    if (period <= 0) return;
    const timer = setInterval(() => void run().catch(() => undefined), period);
    cleanups.push(() => clearInterval(timer));
  }

  /** The tile's look at storage: another target kept, sent or refused something, or read the row. */
  async function poll(): Promise<void> {
    const state = await store.read();
    if (state.signature !== seenSignature) adopt(state);
  }

  return {
    get snapshot() {
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      const staffSignal = host.session.staffMember;
      if (staffSignal)
        cleanups.push(
          // A Preact signal calls its listener at once with the current value: no change, no read.
          staffSignal.subscribe((member) => {
            const staffMemberId = normaliseStaffMemberId(member?.id);
            if (staffMemberId === snapshot.staffMemberId) return;
            rowReadAt = null;
            set({ staffMemberId, row: undefined, rowProblem: null, notice: null });
            void load()
              .then(readRow)
              .catch(() => undefined);
          }),
        );
      const connectivity = host.connectivity?.current;
      if (connectivity)
        cleanups.push(
          connectivity.subscribe((state) => {
            const online = state.internetConnected === 'Connected';
            if (online === snapshot.online) return;
            set({ online });
            if (!online) return;
            void readRow()
              .then(() => (isTile ? replay() : undefined))
              .catch(() => undefined);
          }),
        );
      const locale = host.locale?.current;
      if (locale) cleanups.push(locale.subscribe((value) => set({ locale: value ?? '' })));
      await refresh();
      if (isTile) {
        await replay();
        every(options.storePollMs ?? 10_000, poll);
        every(options.rowRefreshMs ?? 300_000, readRow);
      }
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      listeners.clear();
    },
    refresh,
    replay,
    perform,
    retryRefusal,
    async dismissRefusal(id) {
      await store.drop(id);
      await load();
      // Actions held behind it may go now.
      await replay();
    },
  };
}
