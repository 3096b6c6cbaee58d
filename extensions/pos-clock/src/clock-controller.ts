import {
  EMPTY_QUEUE,
  enqueue,
  isRetryLater,
  pendingFor,
  type QueuedAction,
  refusalsFor,
  replaceRefusal,
  resolveRefusal,
  stopReason,
  dismissRefusal as withoutRefusal,
} from './action-queue.js';
import { type ApiResult, type ClockApi, createClockApi } from './api-client.js';
import { appUrl } from './app-url.js';
import { ACTION_DONE, ACTION_LABELS } from './clock-machine.js';
import type { ClockSnapshot, Notice } from './clock-snapshot.js';
import { type ClockStore, createClockStore, type StoredClock } from './clock-store.js';
import type { ClockAction, Problem } from './clock-types.js';
import { formatClockTime } from './format-time.js';
import { globalPosHost, type PosHost } from './pos-host.js';
import { replayQueue } from './replay-queue.js';
import { sendClockAction } from './send-clock-action.js';
import { normaliseStaffMemberId } from './staff-member-id.js';

export type { ClockSnapshot, Notice } from './clock-snapshot.js';

export interface ClockControllerOptions {
  /** Only the tile replays the queue (it stays on the home screen); the modal adds to it. */
  role: 'tile' | 'modal';
  /** Default: the `shopify` global. */
  host?: PosHost;
  api?: ClockApi;
  store?: ClockStore;
  fetch?: typeof fetch;
  now?: () => Date;
  /** IANA zone for times shown; unset in POS (the device's zone). */
  timeZone?: string;
  /** How often the other target's writes are looked for, ms; default 3000, 0 turns it off. */
  storePollMs?: number;
  /** How often the board is read again (and the queue retried), ms; default 60000, 0 turns it off. */
  boardRefreshMs?: number;
  newId?: () => string;
}

export interface ClockController {
  readonly snapshot: ClockSnapshot;
  subscribe(listener: (snapshot: ClockSnapshot) => void): () => void;
  start(): Promise<void>;
  stop(): void;
  /** Reads the device's queue (the other target may have changed it), then the board if online. */
  refresh(): Promise<void>;
  perform(action: ClockAction): Promise<void>;
  /** Sends a refused action again (asking for the PIN when that was the reason). */
  retryRefusal(id: string): Promise<void>;
  dismissRefusal(id: string): Promise<void>;
  /** Sends the waiting actions in order; the tile calls it when the connection is back. */
  replay(): Promise<void>;
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>['failure'];

/** No answer at all, or a server error: a new action is kept for later rather than lost. */
function isUnreachable(failure: Failure): boolean {
  return failure.kind === 'network' || failure.problem.status >= 500 || failure.problem.status === 408;
}

function randomId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The clock as the tile and the modal run it: follows the pinned staff member and the
 * connection, reads the board, sends actions live or keeps them, and replays what was kept.
 * Components only render `snapshot` and call these methods.
 */
export function createClockController(options: ClockControllerOptions): ClockController {
  const host = options.host ?? globalPosHost();
  const api =
    options.api ??
    createClockApi({
      appUrl: appUrl(),
      getSessionToken: async () => (await host.session.getSessionToken()) ?? undefined,
      fetch: options.fetch,
    });
  const store = options.store ?? createClockStore(host.storage);
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomId;
  const isTile = options.role === 'tile';
  const time = (iso: string) => formatClockTime(iso, options.timeZone);
  const listeners = new Set<(snapshot: ClockSnapshot) => void>();
  const cleanups: (() => void)[] = [];
  let seenRevision = -1;
  let replaying = false;

  let snapshot: ClockSnapshot = {
    staffMemberId: currentStaffMemberId(),
    online: host.connectivity?.current.value.internetConnected !== 'Disconnected',
    rows: null,
    boardProblem: null,
    queue: EMPTY_QUEUE,
    persistent: store.persistent,
    busy: false,
    notice: null,
  };

  function currentStaffMemberId(): string | null {
    const signal = host.session.staffMember;
    return normaliseStaffMemberId(signal ? signal.value?.id : host.session.currentSession.staffMemberId);
  }

  function set(change: Partial<ClockSnapshot>): void {
    snapshot = { ...snapshot, ...change, persistent: store.persistent };
    for (const listener of listeners) listener(snapshot);
  }

  function adopt(stored: StoredClock): void {
    seenRevision = stored.revision;
    set({ queue: stored.queue, rows: snapshot.rows ?? stored.board?.rows ?? null });
  }

  async function updateStore(change: (stored: StoredClock) => StoredClock): Promise<void> {
    adopt(await store.update(change));
  }

  function done(queued: QueuedAction): Notice {
    return { tone: 'success', text: `${ACTION_DONE[queued.action]} at ${time(queued.at)}.` };
  }

  async function keep(queued: QueuedAction, why: string, when: string): Promise<void> {
    await updateStore((stored) => ({ ...stored, queue: enqueue(stored.queue, queued) }));
    const what = `${ACTION_LABELS[queued.action]} at ${time(queued.at)}`;
    set({
      notice: { tone: 'info', text: `${why} ${what} is saved on this device and will be sent ${when}.` },
    });
  }

  async function refresh(): Promise<void> {
    adopt(await store.read());
    if (!snapshot.online) return;
    const result = await api.board();
    if (!result.ok) {
      const problem =
        result.failure.kind === 'problem'
          ? result.failure.problem
          : { status: 0, code: 'network', detail: 'Shiftbook cannot be reached.' };
      set({ boardProblem: problem });
      return;
    }
    const rows = result.value;
    set({ rows, boardProblem: null });
    // Kept for a tile that starts offline; also tells the other target that the board moved.
    await updateStore((stored) => ({ ...stored, board: { rows, readAt: now().toISOString() } }));
  }

  async function replay(): Promise<void> {
    if (replaying || !snapshot.online) return;
    replaying = true;
    let sent = 0;
    try {
      sent = await replayQueue({ api, store, isOnline: () => snapshot.online, onStored: adopt });
    } finally {
      replaying = false;
    }
    if (sent > 0) await refresh();
  }

  /** The tile's answer to a change it did not make: show the new state, send what waits. */
  async function catchUp(): Promise<void> {
    await refresh();
    if (isTile) await replay();
  }

  async function poll(): Promise<void> {
    const stored = await store.read();
    if (stored.revision === seenRevision) return;
    adopt(stored);
    if (isTile) await catchUp();
  }

  function every(period: number, run: () => Promise<void>): void {
    if (period <= 0) return;
    const timer = setInterval(() => void run().catch(() => undefined), period);
    cleanups.push(() => clearInterval(timer));
  }

  async function perform(action: ClockAction): Promise<void> {
    const staffMemberId = snapshot.staffMemberId;
    if (!staffMemberId || snapshot.busy) return;
    // Busy at once: a second tap while this one is on its way must not send a second action.
    set({ busy: true, notice: null });
    try {
      const locationId = host.session.currentSession.locationId;
      const queued: QueuedAction = {
        id: newId(),
        action,
        staffMemberId,
        at: now().toISOString(),
        ...(locationId ? { locationId: String(locationId) } : {}),
      };
      if (!snapshot.online) return await keep(queued, 'POS is offline.', 'when POS is back online');
      const { queue } = await store.read();
      // Behind actions still waiting, a new one waits too: they must reach the server in order.
      if (pendingFor(queue, staffMemberId).length > 0 || refusalsFor(queue, staffMemberId).length > 0)
        return await keep(queued, 'Earlier actions are still waiting.', 'after them');
      const result = await sendClockAction(api, host.pinPad, queued);
      if (result.ok) {
        set({ notice: done(queued) });
        await refresh();
      } else if (isUnreachable(result.failure)) {
        await keep(queued, 'Shiftbook did not answer.', 'when it does');
      } else {
        set({ notice: { tone: 'critical', text: stopReason(result.failure) } });
      }
    } finally {
      set({ busy: false });
    }
  }

  async function retryRefusal(id: string): Promise<void> {
    const refusal = (await store.read()).queue.refused.find((item) => item.queued.id === id);
    if (!refusal || snapshot.busy) return;
    set({ busy: true, notice: null });
    try {
      const result = await sendClockAction(api, host.pinPad, refusal.queued);
      if (result.ok) {
        set({ notice: done(refusal.queued) });
        await updateStore((stored) => ({ ...stored, queue: resolveRefusal(stored.queue, id) }));
        // Actions held behind the refusal may go now.
        await catchUp();
      } else if (isRetryLater(result.failure)) {
        set({ notice: { tone: 'critical', text: stopReason(result.failure) } });
      } else {
        const { problem } = result.failure as { problem: Problem };
        await updateStore((stored) => ({ ...stored, queue: replaceRefusal(stored.queue, id, problem) }));
      }
    } finally {
      set({ busy: false });
    }
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
          staffSignal.subscribe((member) => {
            set({ staffMemberId: normaliseStaffMemberId(member?.id), notice: null });
            void refresh().catch(() => undefined);
          }),
        );
      const connectivity = host.connectivity?.current;
      if (connectivity)
        cleanups.push(
          connectivity.subscribe((state) => {
            const online = state.internetConnected === 'Connected';
            const cameBack = online && !snapshot.online;
            set({ online });
            if (cameBack) void catchUp().catch(() => undefined);
          }),
        );
      await catchUp();
      every(options.storePollMs ?? 3_000, poll);
      every(options.boardRefreshMs ?? 60_000, catchUp);
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
      await updateStore((stored) => ({ ...stored, queue: withoutRefusal(stored.queue, id) }));
      if (isTile) await replay();
    },
  };
}
