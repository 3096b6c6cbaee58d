import { type SQL, sql } from 'drizzle-orm';
import type { AttemptWrite } from '../repositories/attempt-write.js';

/**
 * A batch of delivery attempts as one PostgreSQL statement: the attempts are inserted and
 * their deliveries settled by a data-modifying `WITH`, both from one JSON parameter. The
 * worker's group commit was two statements per attempt, each a round trip, and a batch of 50
 * spent most of its time waiting on them (bench/README.md, webhooks); one statement is one
 * round trip, and atomic on its own, so it needs no BEGIN and COMMIT either. A delivery
 * attempted twice in one batch is settled as its last attempt left it, as row by row did.
 * Disabling an endpoint (a 410) is not said here: such a batch goes row by row.
 */
export function attemptsStatement(writes: readonly AttemptWrite[]): SQL {
  const attempts = writes.map(({ attempt }) => ({
    id: attempt.id,
    delivery_id: attempt.deliveryId,
    shop_id: attempt.shopId,
    at: attempt.at,
    status_code: attempt.statusCode ?? null,
    duration_ms: attempt.durationMs,
    error: attempt.error ?? null,
  }));
  const lastState = new Map(writes.map(({ attempt, delivery }) => [attempt.deliveryId, delivery]));
  const settlements = [...lastState].map(([id, state]) => ({
    id,
    status: state.status,
    attempt_count: state.attemptCount,
    next_attempt_at: state.nextAttemptAt,
    updated_at: state.updatedAt,
  }));
  return sql`
    WITH inserted AS (
      INSERT INTO webhook_attempts (id, delivery_id, shop_id, at, status_code, duration_ms, error)
      SELECT id, delivery_id, shop_id, at, status_code, duration_ms, error
      FROM json_to_recordset(${JSON.stringify(attempts)}::json) AS a(
        id text, delivery_id text, shop_id text, at bigint, status_code bigint, duration_ms bigint, error text
      )
    )
    UPDATE webhook_deliveries AS d
    SET status = s.status, attempt_count = s.attempt_count, next_attempt_at = s.next_attempt_at,
        updated_at = s.updated_at
    FROM json_to_recordset(${JSON.stringify(settlements)}::json) AS s(
      id text, status text, attempt_count bigint, next_attempt_at bigint, updated_at bigint
    )
    WHERE d.id = s.id`;
}
