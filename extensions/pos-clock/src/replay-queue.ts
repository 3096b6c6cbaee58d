import { isRetryLater, markRefused, markSent, markStopped, nextToSend, stopReason } from './action-queue.js';
import type { ClockApi } from './api-client.js';
import type { ClockStore, StoredClock } from './clock-store.js';
import type { Problem } from './clock-types.js';
import { clockRequestBody } from './send-clock-action.js';

export interface ReplayDeps {
  api: ClockApi;
  store: ClockStore;
  /** Read before each send: the connection may drop halfway. */
  isOnline: () => boolean;
  /** Called with each stored value the replay writes. */
  onStored: (stored: StoredClock) => void;
}

/**
 * Sends the kept actions one at a time, oldest first, each with its own `at`, under the rules
 * of action-queue.ts. Resolves to how many went through.
 */
export async function replayQueue({ api, store, isOnline, onStored }: ReplayDeps): Promise<number> {
  let sent = 0;
  const update = async (change: (stored: StoredClock) => StoredClock) => onStored(await store.update(change));
  for (;;) {
    const next = nextToSend((await store.read()).queue);
    if (!next || !isOnline()) return sent;
    const result = await api.send(next.action, clockRequestBody(next), next.id);
    if (result.ok) {
      sent++;
      await update((stored) => ({ ...stored, queue: markSent(stored.queue, next.id) }));
    } else if (isRetryLater(result.failure)) {
      const reason = stopReason(result.failure);
      await update((stored) => ({ ...stored, queue: markStopped(stored.queue, reason) }));
      return sent;
    } else {
      const { problem } = result.failure as { problem: Problem };
      await update((stored) => ({ ...stored, queue: markRefused(stored.queue, next.id, problem) }));
    }
  }
}
