import { EMPTY_QUEUE, type QueueState } from './action-queue.js';
import type { ClockRow } from './clock-types.js';

/** Everything the extension keeps on the device, under one key of POS's Storage API. */
export interface StoredClock {
  /** Grows with every write, so the other target (tile or modal) sees that something changed. */
  revision: number;
  queue: QueueState;
  /** The last board read, so a tile started while offline still knows who is on the clock. */
  board: { rows: ClockRow[]; readAt: string } | null;
}

/** The part of POS's Storage API used here (`shopify.storage`, every target since 2025-07). */
export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export interface ClockStore {
  read(): Promise<StoredClock>;
  /** Applies `change` to the stored value, one change at a time within this target. */
  update(change: (stored: StoredClock) => StoredClock): Promise<StoredClock>;
  /** False when POS offered no storage and the queue lives in memory only (lost if POS restarts). */
  readonly persistent: boolean;
}

export const STORAGE_KEY = 'shiftbook-clock-v1';

const EMPTY: StoredClock = { revision: 0, queue: EMPTY_QUEUE, board: null };

/**
 * The device-side store. POS runs the tile and the modal as separate targets that share this
 * storage; writes from one target are chained so they do not overwrite each other, and the
 * other target re-reads on its poll. Two targets writing in the same instant can still lose one
 * write: only a queued action pressed in the modal at the moment the tile finishes a replay,
 * which the modal's next write repeats anyway.
 */
export function createClockStore(storage: KeyValueStorage | undefined): ClockStore {
  let memory: StoredClock = EMPTY;
  let chain: Promise<unknown> = Promise.resolve();
  // A storage that throws (full, or refused) is given up for this run: memory keeps the queue.
  let usable = storage;

  async function read(): Promise<StoredClock> {
    if (!usable) return memory;
    try {
      return parseStored(await usable.get(STORAGE_KEY));
    } catch {
      usable = undefined;
      return memory;
    }
  }

  async function write(value: StoredClock): Promise<void> {
    memory = value;
    try {
      await usable?.set(STORAGE_KEY, value);
    } catch {
      usable = undefined;
    }
  }

  return {
    get persistent() {
      return usable !== undefined;
    },
    read,
    update(change) {
      const next = chain.then(async () => {
        const current = await read();
        const changed = { ...change(current), revision: current.revision + 1 };
        await write(changed);
        return changed;
      });
      chain = next.catch(() => undefined);
      return next;
    },
  };
}

/** Storage written by an older or newer build, or by hand, must not break the tile. */
function parseStored(value: unknown): StoredClock {
  if (!value || typeof value !== 'object') return EMPTY;
  const stored = value as Partial<StoredClock>;
  const queue = stored.queue;
  if (!queue || !Array.isArray(queue.pending) || !Array.isArray(queue.refused)) return EMPTY;
  return {
    revision: typeof stored.revision === 'number' ? stored.revision : 0,
    queue: { pending: queue.pending, refused: queue.refused, lastError: queue.lastError ?? null },
    board: stored.board && Array.isArray(stored.board.rows) ? stored.board : null,
  };
}
