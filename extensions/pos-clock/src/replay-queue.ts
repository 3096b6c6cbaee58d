import { isRetryLater, nextToSend, problemOfFailure, type QueuedAction, retryAtOf } from './action-queue.js';
import type { ApiResult, ClockApi } from './api-client.js';
import type { ClockStore } from './clock-store.js';
import type { Problem } from './clock-types.js';
import { keptBody, liveBody } from './send-clock-action.js';

export interface ReplayDeps {
  api: ClockApi;
  store: ClockStore;
  /** Read before each send: the connection may drop halfway. */
  isOnline: () => boolean;
  now: () => Date;
  /** Server time minus device time, as known now (ms), or null. */
  offsetMs: () => number | null;
}

export interface ReplayOutcome {
  sent: number;
  /** Why the replay stopped with actions still waiting, or null when nothing more could be sent. */
  stopped: Problem | null;
}

/**
 * A live request whose answer never came reached the server after all: the key then answers
 * only its first body. With that body in hand it is sent again for its answer; one that carried
 * a PIN cannot be rebuilt (PINs are never stored), and the cashier is told to check instead.
 */
const ANSWER_LOST: Problem = {
  status: 0,
  code: 'answer_lost',
  detail: 'Shiftbook received this action but its answer was lost.',
};

function isMismatch(result: ApiResult<unknown>): boolean {
  return (
    !result.ok && result.failure.kind === 'problem' && result.failure.problem.code === 'idempotency_mismatch'
  );
}

async function sendKept(
  api: ClockApi,
  queued: QueuedAction,
  offsetMs: number | null,
): Promise<ApiResult<unknown>> {
  const result = await api.send(queued.action, keptBody(queued, offsetMs), queued.id);
  if (!isMismatch(result) || !queued.live) return result;
  if (queued.live === 'plain') return api.send(queued.action, liveBody(queued), queued.id);
  return { ok: false, failure: { kind: 'problem', problem: ANSWER_LOST } };
}

/**
 * Sends the kept actions one at a time, oldest first, each with its own `at`, under the rules
 * of action-queue.ts. Any target may run it (the background target does, all POS session long;
 * the tile and the modal when they are open): two targets sending the same action send the
 * same key, so the server acts once, and the second hears `idempotency_conflict` (retry later)
 * or the first's answer.
 */
export async function replayQueue(deps: ReplayDeps): Promise<ReplayOutcome> {
  const { api, store, now } = deps;
  let sent = 0;
  let cleared = false;
  let asked = false;
  // Each action once per pass: should a write not take (a storage fault), nothing is sent twice.
  const done = new Set<string>();
  for (;;) {
    const { queue } = await store.read();
    const next = nextToSend({ ...queue, pending: queue.pending.filter((queued) => !done.has(queued.id)) });
    if (!next) return { sent, stopped: null };
    done.add(next.id);
    if (queue.retryAt !== null && now().getTime() < queue.retryAt) return { sent, stopped: queue.lastError };
    if (!deps.isOnline()) return { sent, stopped: queue.lastError };
    // An action kept before the device knew the server's clock: learn it first (any answer's
    // `Date` teaches it), so a device whose clock runs fast does not send a future `at`.
    if (!next.corrected && deps.offsetMs() === null && !asked) {
      asked = true;
      await api.row(next.staffMemberId);
    }
    const result = await sendKept(api, next, deps.offsetMs());
    if (result.ok) {
      sent++;
      await store.sent(next.id);
      if (!cleared && (queue.lastError || queue.retryAt !== null)) {
        cleared = true;
        await store.setSync({ lastError: null, retryAt: null });
      }
    } else if (isRetryLater(result.failure)) {
      const problem = problemOfFailure(result.failure);
      await store.setSync({ lastError: problem, retryAt: retryAtOf(result.failure, now()) });
      return { sent, stopped: problem };
    } else {
      await store.refuse(next.id, problemOfFailure(result.failure));
    }
  }
}
