import { type SQL, sql } from 'drizzle-orm';
import type { NotificationSettlement } from '../repositories/notification-settlement.js';

/**
 * Many emails' outcomes as one PostgreSQL statement: an `UPDATE … FROM json_to_recordset(…)`
 * from one JSON parameter, as the webhook worker's attempts (decision 44). Row by row it was a
 * BEGIN, an UPDATE and a COMMIT per email, each a round trip; one statement is one round trip
 * for the batch, and atomic on its own. Only a notification still `queued` changes, as
 * `settle` does. Each id appears once: the worker settles an email once per attempt, and
 * one job per notification runs at a time.
 */
export function settlementsStatement(
  settlements: ReadonlyArray<{ id: string; state: NotificationSettlement }>,
): SQL {
  const rows = settlements.map(({ id, state }) => ({
    id,
    status: state.status,
    attempt_count: state.attemptCount,
    last_error: state.lastError,
    next_attempt_at: state.nextAttemptAt,
    sent_at: state.sentAt,
    updated_at: state.updatedAt,
  }));
  return sql`
    UPDATE notifications AS n
    SET status = s.status, attempt_count = s.attempt_count, last_error = s.last_error,
        next_attempt_at = s.next_attempt_at, sent_at = s.sent_at, updated_at = s.updated_at
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS s(
      id text, status text, attempt_count bigint, last_error text, next_attempt_at bigint,
      sent_at bigint, updated_at bigint
    )
    WHERE n.id = s.id AND n.status = 'queued'`;
}
