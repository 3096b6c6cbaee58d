import { z } from 'zod';
import type {
  WebhookAttemptRow,
  WebhookDeliveryRow,
} from '../../db/repositories/webhook-deliveries-repository.js';
import type { WebhookEndpointRow } from '../../db/repositories/webhook-endpoints-repository.js';
import { DISABLED_REASONS, type DisabledReason } from '../../domain/webhooks/disabled-reasons.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

export const WebhookEndpointSchema = z
  .object({
    id: Id('whe'),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.enum(DISABLED_REASONS).nullable().meta({
      description:
        'Why it is disabled: it answered 410 Gone (`endpoint_gone`), a user turned it off (`disabled_by_user`), or the app was uninstalled (`app_uninstalled`); null while enabled.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
    secret: z
      .string()
      .optional()
      .meta({ description: 'whsec_…, present only in the answer that issues it.' }),
  })
  .meta({ id: 'WebhookEndpoint' });
/** An endpoint as listed: the secret is added only to the answer that issues it. */
export type WebhookEndpointView = Omit<z.output<typeof WebhookEndpointSchema>, 'secret'>;

export function webhookEndpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason as DisabledReason | null,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    endpoint: Id('whe'),
    event_id: Id('evt'),
    event_type: z.string(),
    status: z.string().meta({ enum: ['pending', 'succeeded', 'failed'] }),
    attempts: z.array(
      z.object({
        at: Timestamp,
        status_code: z.number().int().nullable(),
        duration_ms: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
    next_attempt_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryView = z.output<typeof WebhookDeliverySchema>;

export function webhookDeliveryView(
  row: WebhookDeliveryRow,
  attempts: WebhookAttemptRow[],
): WebhookDeliveryView {
  return {
    id: row.id,
    object: 'webhook_delivery',
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
