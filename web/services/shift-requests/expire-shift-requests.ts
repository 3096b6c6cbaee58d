import { OPEN_REQUEST_STATUSES } from '../../db/repositories/shift-requests-repository.js';
import type { ServiceDeps } from '../deps.js';

/** Requests expired per batch, and batches per pass: a pass is bounded, the next one goes on. */
const BATCH = 200;
const MAX_BATCHES = 10;

/**
 * Open requests (pending or accepted) whose shift has started by `now` become `expired` (SPEC
 * §17: not approved by the shift's start). Driven from the database, not a timer per request:
 * every instance's scan reads the due rows, and the change is conditional on the status, so a
 * request expires once whichever instance (or restart) gets there. Answers how many expired.
 */
export async function expireShiftRequests(deps: ServiceDeps, now: number): Promise<number> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await deps.repos.shiftRequests.dueToExpire(now, BATCH);
    if (due.length === 0) break;
    await deps.db.transaction(async () => {
      for (const request of due) {
        const row = await deps.repos.shiftRequests.updateIfStatus(request.id, OPEN_REQUEST_STATUSES, {
          status: 'expired',
          decidedAt: now,
          updatedAt: now,
        });
        if (row) expired++;
      }
    });
    if (due.length < BATCH) break;
  }
  return expired;
}
