import {
  byPress,
  EMPTY_QUEUE,
  pressOrder,
  type QueuedAction,
  type QueueState,
  type Refusal,
} from './action-queue.js';
import type { ClockRow, Problem } from './clock-types.js';

/**
 * The part of POS's Storage API used here (`shopify.storage`, every target since 2025-07, the
 * background target included). Limits (POS docs): 100 entries, about 1 KB a key and 1 MB a
 * value; `set` throws a `StorageError` beyond them.
 */
export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  entries(): Promise<[string, unknown][]>;
}

/** The pinned staff member's row as last read, for a tile that starts offline. */
export interface CachedRow {
  staffMemberId: string;
  /** Null: read, and nobody in Shiftbook carries this id (not linked). */
  row: ClockRow | null;
  readAt: string;
}

/** Everything the extension keeps on the device, as one read gives it. */
export interface DeviceState {
  queue: QueueState;
  member: CachedRow | null;
  /** Server time minus device time (ms), as some target last learned it. */
  offsetMs: number | null;
  /** Changes whenever any of the above does: the tile's poll compares it. */
  signature: string;
}

export interface ClockStore {
  /** False when POS offered no storage, or it failed: the queue is then in memory only. */
  readonly persistent: boolean;
  read(): Promise<DeviceState>;
  keep(queued: QueuedAction): Promise<void>;
  /** The action went through: it leaves the device. */
  sent(id: string): Promise<void>;
  /** The server refused it: it stays, with the problem, until dismissed or sent again. */
  refuse(id: string, problem: Problem): Promise<void>;
  /** Dismissed, or sent again and recorded. */
  drop(id: string): Promise<void>;
  /** Why the last replay stopped, and when the next may start (device ms). */
  setSync(sync: { lastError: Problem | null; retryAt: number | null }): Promise<void>;
  keepRow(cached: CachedRow): Promise<void>;
  keepOffset(offsetMs: number): Promise<void>;
}

/**
 * One key per queued action, so that no writer can erase another's action: the tile, the modal
 * and the background target each run apart and share this storage, and a read-modify-write of
 * one shared value (as the first build did) lost an action kept by one target while another
 * rewrote the value. Each action's key is written by whoever keeps it and changed afterwards
 * only by its fate (sent: deleted; refused: rewritten with the problem; dismissed: deleted).
 * The other keys hold what is only shown (why a replay stopped, the cached row, the clock
 * offset): losing one of those writes to another target's loses nothing but a message.
 */
const ACTION_PREFIX = 'action:';
const SYNC_KEY = 'sync';
const ROW_KEY = 'member-row';
const OFFSET_KEY = 'server-offset';
/** The single value the first build kept everything in; read once and spread over the keys. */
export const LEGACY_KEY = 'shiftbook-clock-v1';

interface StoredAction {
  queued: QueuedAction;
  refusal?: Problem;
}

export function createClockStore(storage: KeyValueStorage | undefined): ClockStore {
  // What this target knows, kept in step with its writes: the whole store when POS gave no
  // storage or it failed (full, or refused), for the rest of this run.
  const memory = new Map<string, unknown>();
  let usable = storage;

  async function attempt<T>(run: (storage: KeyValueStorage) => Promise<T>): Promise<T | undefined> {
    if (!usable) return undefined;
    try {
      return await run(usable);
    } catch {
      usable = undefined;
      return undefined;
    }
  }

  async function put(key: string, value: unknown): Promise<void> {
    memory.set(key, value);
    await attempt((s) => s.set(key, value));
  }

  async function remove(key: string): Promise<void> {
    memory.delete(key);
    await attempt((s) => s.delete(key));
  }

  async function entries(): Promise<Map<string, unknown>> {
    const read = await attempt((s) => s.entries());
    if (!read) return new Map(memory);
    const found = new Map(read);
    if (found.has(LEGACY_KEY)) await spreadLegacy(found);
    memory.clear();
    for (const [key, value] of found) memory.set(key, value);
    return found;
  }

  /** Actions kept by the first build, moved to a key each (by any target; repeating it is harmless). */
  async function spreadLegacy(found: Map<string, unknown>): Promise<void> {
    const legacy = found.get(LEGACY_KEY) as { queue?: { pending?: unknown; refused?: unknown } } | undefined;
    const pending = Array.isArray(legacy?.queue?.pending) ? legacy.queue.pending : [];
    const refused = Array.isArray(legacy?.queue?.refused) ? legacy.queue.refused : [];
    const moved: [string, StoredAction][] = [];
    for (const item of pending) {
      const queued = legacyAction(item);
      if (queued) moved.push([ACTION_PREFIX + queued.id, { queued }]);
    }
    for (const item of refused as { queued?: unknown; problem?: unknown }[]) {
      const queued = legacyAction(item?.queued);
      const refusal = problemOf(item?.problem);
      if (queued && refusal) moved.push([ACTION_PREFIX + queued.id, { queued, refusal }]);
    }
    for (const [key, value] of moved) {
      await put(key, value);
      found.set(key, value);
    }
    // Deleted only once every action has its own key: a failure before leaves both, never neither.
    if (usable) {
      await remove(LEGACY_KEY);
      found.delete(LEGACY_KEY);
    }
  }

  return {
    get persistent() {
      return usable !== undefined;
    },
    async read() {
      return deviceState(await entries());
    },
    keep(queued) {
      return put(ACTION_PREFIX + queued.id, { queued } satisfies StoredAction);
    },
    sent(id) {
      return remove(ACTION_PREFIX + id);
    },
    async refuse(id, problem) {
      const key = ACTION_PREFIX + id;
      // Read again first: another target may have settled it meanwhile (sent with the same key).
      let current = memory.get(key);
      if (usable) {
        const read = await attempt(async (s) => ({ value: await s.get(key) }));
        if (read) current = read.value;
      }
      const stored = storedAction(current);
      if (!stored) return;
      await put(key, { queued: stored.queued, refusal: withoutWait(problem) } satisfies StoredAction);
    },
    drop(id) {
      return remove(ACTION_PREFIX + id);
    },
    setSync(sync) {
      return put(SYNC_KEY, sync);
    },
    keepRow(cached) {
      return put(ROW_KEY, cached);
    },
    keepOffset(offsetMs) {
      return put(OFFSET_KEY, offsetMs);
    },
  };
}

/** Storage written by an older or newer build, or by hand, must not break the tile. */
function deviceState(found: Map<string, unknown>): DeviceState {
  const pending: QueuedAction[] = [];
  const refused: Refusal[] = [];
  for (const [key, value] of found) {
    if (!key.startsWith(ACTION_PREFIX)) continue;
    const stored = storedAction(value);
    if (!stored) continue;
    if (stored.refusal) refused.push({ queued: stored.queued, problem: stored.refusal });
    else pending.push(stored.queued);
  }
  pending.sort(byPress);
  refused.sort((a, b) => byPress(a.queued, b.queued));
  const sync = (found.get(SYNC_KEY) ?? {}) as { lastError?: unknown; retryAt?: unknown };
  const queue: QueueState = {
    ...EMPTY_QUEUE,
    pending,
    refused,
    lastError: pending.length > 0 ? problemOf(sync.lastError) : null,
    retryAt: pending.length > 0 && typeof sync.retryAt === 'number' ? sync.retryAt : null,
  };
  const member = cachedRow(found.get(ROW_KEY));
  const offset = found.get(OFFSET_KEY);
  const offsetMs = typeof offset === 'number' && Number.isFinite(offset) ? offset : null;
  const signature = JSON.stringify([
    pending.map((queued) => queued.id),
    refused.map((refusal) => [refusal.queued.id, refusal.problem.code, refusal.problem.detail]),
    queue.lastError?.code ?? null,
    queue.retryAt,
    member?.staffMemberId ?? null,
    member?.readAt ?? null,
  ]);
  return { queue, member, offsetMs, signature };
}

const ACTIONS = new Set(['in', 'out', 'break-start', 'break-end']);

function legacyAction(value: unknown): QueuedAction | null {
  // The first build's actions carried `at` straight from the device's clock, in press order.
  const item = value as Partial<QueuedAction> | null;
  if (!item || typeof item !== 'object' || typeof item.at !== 'string') return null;
  return queuedAction({ corrected: false, seq: pressOrder(Date.parse(item.at)), ...item });
}

function queuedAction(value: unknown): QueuedAction | null {
  const item = value as Partial<QueuedAction> | null;
  if (!item || typeof item !== 'object') return null;
  if (typeof item.id !== 'string' || typeof item.staffMemberId !== 'string' || typeof item.at !== 'string')
    return null;
  if (!ACTIONS.has(String(item.action)) || Number.isNaN(Date.parse(item.at))) return null;
  const queued: QueuedAction = {
    id: item.id,
    action: item.action as QueuedAction['action'],
    staffMemberId: item.staffMemberId,
    at: item.at,
    corrected: item.corrected === true,
    seq: typeof item.seq === 'string' ? item.seq : pressOrder(Date.parse(item.at)),
  };
  if (typeof item.locationId === 'string') queued.locationId = item.locationId;
  if (item.live === 'plain' || item.live === 'pin') queued.live = item.live;
  return queued;
}

function storedAction(value: unknown): StoredAction | null {
  const item = value as { queued?: unknown; refusal?: unknown } | null;
  if (!item || typeof item !== 'object') return null;
  const queued = queuedAction(item.queued);
  if (!queued) return null;
  const refusal = item.refusal === undefined ? undefined : problemOf(item.refusal);
  return refusal ? { queued, refusal } : { queued };
}

function problemOf(value: unknown): Problem | null {
  const item = value as Partial<Problem> | null;
  if (!item || typeof item !== 'object') return null;
  if (typeof item.status !== 'number' || typeof item.code !== 'string' || typeof item.detail !== 'string')
    return null;
  return { status: item.status, code: item.code, detail: item.detail };
}

/** A refusal is kept for people to read; a wait it once asked for means nothing later. */
function withoutWait(problem: Problem): Problem {
  const { status, code, detail } = problem;
  return { status, code, detail };
}

function cachedRow(value: unknown): CachedRow | null {
  const item = value as Partial<CachedRow> | null;
  if (!item || typeof item !== 'object' || typeof item.staffMemberId !== 'string') return null;
  if (typeof item.readAt !== 'string') return null;
  if (item.row !== null && (typeof item.row !== 'object' || item.row === undefined)) return null;
  return { staffMemberId: item.staffMemberId, row: item.row, readAt: item.readAt };
}
