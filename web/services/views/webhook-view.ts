import type {
  WebhookAttemptRow,
  WebhookDeliveryRow,
} from '../../db/repositories/webhook-deliveries-repository.js';
import type { WebhookEndpointRow } from '../../db/repositories/webhook-endpoints-repository.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

export function webhookEndpointView(row: WebhookEndpointRow) {
  return {
    id: row.id,
    object: 'webhook_endpoint' as const,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
export type WebhookEndpointView = ReturnType<typeof webhookEndpointView>;

export function webhookDeliveryView(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]) {
  return {
    id: row.id,
    object: 'webhook_delivery' as const,
    endpoint: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: attempts.map((attempt) => ({
      at: formatInstant(attempt.at),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      error: attempt.error,
    })),
    next_attempt_at: row.status === 'pending' ? formatOptionalInstant(row.nextAttemptAt) : null,
    created_at: formatInstant(row.createdAt),
  };
}
export type WebhookDeliveryView = ReturnType<typeof webhookDeliveryView>;
