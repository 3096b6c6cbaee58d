import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhooks/event-types.js';
import { ListQuery, PlainText } from '../common-schemas.js';

export const WebhookUrl = PlainText.min(1).max(2048);
export const WebhookEvents = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'must name at least one event');
export const WebhookDescription = PlainText.max(500).nullable();

/** The query of the endpoint and delivery listings. */
export const WebhookListQuery = z.strictObject(ListQuery);
