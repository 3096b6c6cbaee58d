import {
  EMPTY_QUEUE,
  enqueue,
  isRetryLater,
  markRefused,
  markSent,
  markStopped,
  nextToSend,
  pendingFor,
  type QueuedAction,
  type QueueState,
  refusalsFor,
  replaceRefusal,
  resolveRefusal,
  stopReason,
  dismissRefusal as withoutRefusal,
} from './action-queue.js';
import { type ApiResult, type ClockApi, createClockApi } from './api-client.js';
import { appUrl } from './app-url.js';
import { ACTION_DONE } from './clock-machine.js';
import { type ClockStore, createClockStore, type StoredClock } from './clock-store.js';
import type { ClockAction, ClockRequestBody, ClockRow, Problem } from './clock-types.js';
import { formatClockTime, localDate } from './format-time.js';
import { globalPosHost, type PosHost } from './pos-host.js';
import { normaliseStaffMemberId } from './staff-member-id.js';

export interface Notice {
  tone: 'success' | 'info' | 'critical';
  text: string;
}

/** Everything the tile and the modal show, as plain data. */
export interface ClockSnapshot {
  /** The pinned staff member's numeric id, or null while the screen is locked. */
  staffMemberId: string | null;
  online: boolean;
  /** The board as last read (from the server, or from the device while offline), or null. */
  rows: ClockRow[] | null;
  /** Why the last board read failed, while it did. */
  boardProblem: Problem | null;
  /** Hours this week by staff handle, from /v1/timesheets when the board carries none. */
  weekHours: Record<string, number> | null;
  queue: QueueState;
  /** False when the queue is in memory only (POS gave no storage). */
  persistent: boolean;
  /** An action is on its way, or the PIN pad is up. */
  busy: boolean;
  /** What became of the last action pressed here. */
  notice: Notice | null;
}

export interface ClockControllerOptions {
  /** Only the tile replays the queue (it stays on the home screen); the modal adds to it. */
  role: 'tile' | 'modal';
  host?: PosHost;
  api?: ClockApi;
  store?: ClockStore;
  fetch?: typeof fetch;
  now?: () => Date;
  /** IANA zone for times shown; unset in POS (the device's zone). */
  timeZone?: string;
  /** How often the other target's writes are looked for, ms; default 3000, 0 turns it off. */
  storePollMs?: number;
  /** How often the board is read again, ms; default 60000, 0 turns it off. */
  boardRefreshMs?: number;
  newId?: () => string;
}

export interface ClockController {
  readonly snapshot: ClockSnapshot;
  subscribe(listener: (snapshot: ClockSnapshot) => void): () => void;
  start(): Promise<void>;
  stop(): void;
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

function isPinRefusal(
  result: ApiResult<unknown>,
): result is { ok: false; failure: { kind: 'problem'; problem: Problem } } {
  return !result.ok && result.failure.kind === 'problem' && result.failure.problem.code === 'invalid_pin';
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
  const listeners = new Set<(snapshot: ClockSnapshot) => void>();
  const cleanups: (() => void)[] = [];
  let seenRevision = -1;
  let replaying = false;

  let snapshot: ClockSnapshot = {
    staffMemberId: currentStaffMemberId(),
    online: host.connectivity?.current.value.internetConnected !== 'Disconnected',
    rows: null,
    boardProblem: null,
    weekHours: null,
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

  function bodyOf(queued: QueuedAction, pin?: string): ClockRequestBody {
    const body: ClockRequestBody = { shopify_staff_member_id: queued.staffMemberId, at: queued.at };
    if (queued.locationId) body.location_id = queued.locationId;
    if (pin !== undefined) body.pin = pin;
    return body;
  }

  /** Sends once; when the shop wants a Shiftbook PIN, asks for it on POS's PIN pad and sends again. */
  async function sendAskingPin(queued: QueuedAction): Promise<ApiResult<unknown>> {
    const first = await api.send(queued.action, bodyOf(queued));
    const pad = host.pinPad;
    if (!isPinRefusal(first) || !pad) return first;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: ApiResult<unknown>) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      pad.showPinPad(
        async (digits) => {
          const result = await api.send(queued.action, bodyOf(queued, digits.join('')));
          // A wrong PIN keeps the pad open with the server's words; anything else closes it.
          if (isPinRefusal(result)) return { result: 'reject', errorMessage: result.failure.problem.detail };
          finish(result);
          return { result: 'accept' };
        },
        {
          title: 'Shiftbook PIN',
          label: first.failure.problem.detail,
          minPinLength: 4,
          maxPinLength: 8,
          masked: true,
          // Closed without a PIN: the action stays refused, with the server's reason.
          onDismissed: () => finish(first),
        },
      );
    });
  }

  function confirmation(queued: QueuedAction): Notice {
    return {
      tone: 'success',
      text: `${ACTION_DONE[queued.action]} at ${formatClockTime(queued.at, options.timeZone)}.`,
    };
  }

  async function keep(queued: QueuedAction, why: string): Promise<void> {
    await updateStore((stored) => ({ ...stored, queue: enqueue(stored.queue, queued) }));
    set({
      notice: {
        tone: 'info',
        text: `${why} ${ACTION_DONE[queued.action]} at ${formatClockTime(queued.at, options.timeZone)} is saved on this device and will be sent when the connection is back.`,
      },
    });
  }

  /** Reads the device's queue (the other target may have changed it), then the board if online. */
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
    let weekHours: Record<string, number> | null = null;
    if (rows.some((row) => typeof row.hours_this_week !== 'number')) {
      const hours = await api.weekHours(localDate(now(), options.timeZone));
      if (hours.ok) weekHours = Object.fromEntries(hours.value.map((entry) => [entry.staff, entry.hours]));
    }
    set({ rows, boardProblem: null, weekHours });
    // Kept for a tile that starts offline; also tells the other target that the board moved.
    await updateStore((stored) => ({ ...stored, board: { rows, readAt: now().toISOString() } }));
  }

  async function replay(): Promise<void> {
    if (replaying || !snapshot.online) return;
    replaying = true;
    let sent = 0;
    try {
      for (;;) {
        const next = nextToSend((await store.read()).queue);
        if (!next || !snapshot.online) break;
        const result = await api.send(next.action, bodyOf(next));
        if (result.ok) {
          sent++;
          await updateStore((stored) => ({ ...stored, queue: markSent(stored.queue, next.id) }));
        } else if (isRetryLater(result.failure)) {
          const reason = stopReason(result.failure);
          await updateStore((stored) => ({ ...stored, queue: markStopped(stored.queue, reason) }));
          break;
        } else {
          const { problem } = result.failure as { problem: Problem };
          await updateStore((stored) => ({ ...stored, queue: markRefused(stored.queue, next.id, problem) }));
        }
      }
    } finally {
      replaying = false;
    }
    if (sent > 0) await refresh();
  }

  async function poll(): Promise<void> {
    const stored = await store.read();
    if (stored.revision === seenRevision) return;
    adopt(stored);
    // The modal acted or queued something: the tile shows the new state and sends what waits.
    if (options.role === 'tile') {
      await refresh();
      await replay();
    }
  }

  function every(ms: number | undefined, fallback: number, run: () => Promise<void>): void {
    const period = ms ?? fallback;
    if (period <= 0) return;
    const timer = setInterval(() => void run().catch(() => undefined), period);
    cleanups.push(() => clearInterval(timer));
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
            if (cameBack)
              void refresh()
                .then(() => (options.role === 'tile' ? replay() : undefined))
                .catch(() => undefined);
          }),
        );
      adopt(await store.read());
      await refresh();
      if (options.role === 'tile') await replay();
      every(options.storePollMs, 3_000, poll);
      every(options.boardRefreshMs, 60_000, async () => {
        await refresh();
        if (options.role === 'tile') await replay();
      });
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      listeners.clear();
    },
    refresh,
    replay,
    async perform(action) {
      const staffMemberId = snapshot.staffMemberId;
      if (!staffMemberId || snapshot.busy) return;
      const locationId = host.session.currentSession.locationId;
      const queued: QueuedAction = {
        id: newId(),
        action,
        staffMemberId,
        at: now().toISOString(),
        ...(locationId ? { locationId: String(locationId) } : {}),
      };
      if (!snapshot.online) return keep(queued, 'POS is offline.');
      const { queue } = await store.read();
      // Behind actions still waiting, a new one waits too: they must reach the server in order.
      if (pendingFor(queue, staffMemberId).length > 0 || refusalsFor(queue, staffMemberId).length > 0)
        return keep(queued, 'Earlier actions are still waiting.');
      set({ busy: true, notice: null });
      try {
        const result = await sendAskingPin(queued);
        if (result.ok) {
          set({ notice: confirmation(queued) });
          await refresh();
        } else if (isUnreachable(result.failure)) {
          await keep(queued, 'Shiftbook did not answer.');
        } else {
          set({ notice: { tone: 'critical', text: stopReason(result.failure) } });
        }
      } finally {
        set({ busy: false });
      }
    },
    async retryRefusal(id) {
      const refusal = (await store.read()).queue.refused.find((item) => item.queued.id === id);
      if (!refusal || snapshot.busy) return;
      set({ busy: true, notice: null });
      try {
        const result = await sendAskingPin(refusal.queued);
        if (result.ok) {
          set({ notice: confirmation(refusal.queued) });
          await updateStore((stored) => ({ ...stored, queue: resolveRefusal(stored.queue, id) }));
          await refresh();
          // Actions held behind the refusal may go now.
          if (options.role === 'tile') await replay();
        } else if (isRetryLater(result.failure)) {
          set({ notice: { tone: 'critical', text: stopReason(result.failure) } });
        } else {
          const { problem } = result.failure as { problem: Problem };
          await updateStore((stored) => ({ ...stored, queue: replaceRefusal(stored.queue, id, problem) }));
        }
      } finally {
        set({ busy: false });
      }
    },
    async dismissRefusal(id) {
      await updateStore((stored) => ({ ...stored, queue: withoutRefusal(stored.queue, id) }));
      if (options.role === 'tile') await replay();
    },
  };
}
