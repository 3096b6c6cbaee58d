import { Router } from 'express';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/event-types.js';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../services/views/webhook-view.js';
import { listWebhookDeliveries, listWebhookEndpoints } from '../../services/webhooks/read-webhooks.js';
import { retryWebhookDelivery } from '../../services/webhooks/retry-webhook-delivery.js';
import { sendTestEvent } from '../../services/webhooks/send-test-event.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
} from '../../services/webhooks/webhook-endpoints.js';
import { allPages } from '../csv/all-pages.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { ListQuery, PlainText, pageRequested } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const Url = PlainText.min(1).max(2048);
const Events = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'must name at least one event');
const Description = PlainText.max(500).nullable();

export const CreateWebhookEndpointBody = z.strictObject({
  url: Url,
  events: Events,
  description: Description.optional(),
});

export const UpdateWebhookEndpointBody = z.strictObject({
  url: Url.optional(),
  events: Events.optional(),
  description: Description.optional(),
  enabled: z.boolean().optional(),
  /** Issues a new secret (answered once); the old one keeps signing for 24 h. */
  rotate_secret: z.literal(true).optional(),
});

export const WebhookListQuery = z.strictObject(ListQuery);

const ENDPOINT_CSV: CsvColumn<WebhookEndpointView>[] = [
  { name: 'id', kind: 'text', value: (e) => e.id },
  { name: 'url', kind: 'text', value: (e) => e.url },
  { name: 'events', kind: 'text', value: (e) => e.events.join(' ') },
  { name: 'description', kind: 'text', value: (e) => e.description },
  { name: 'enabled', kind: 'text', value: (e) => e.enabled },
  { name: 'disabled_reason', kind: 'text', value: (e) => e.disabled_reason },
  { name: 'created_at', kind: 'text', value: (e) => e.created_at },
  { name: 'updated_at', kind: 'text', value: (e) => e.updated_at },
];

/** One row per delivery; `attempts` is their count and the last attempt's outcome follows. */
const DELIVERY_CSV: CsvColumn<WebhookDeliveryView>[] = [
  { name: 'id', kind: 'text', value: (d) => d.id },
  { name: 'event_id', kind: 'text', value: (d) => d.event_id },
  { name: 'event_type', kind: 'text', value: (d) => d.event_type },
  { name: 'status', kind: 'text', value: (d) => d.status },
  { name: 'attempts', kind: 'number', value: (d) => d.attempts.length },
  { name: 'last_status_code', kind: 'number', value: (d) => d.attempts.at(-1)?.status_code },
  { name: 'last_error', kind: 'text', value: (d) => d.attempts.at(-1)?.error },
  { name: 'next_attempt_at', kind: 'text', value: (d) => d.next_attempt_at },
  { name: 'created_at', kind: 'text', value: (d) => d.created_at },
];
export const RetryDeliveryBody = z.strictObject({});
export const SendTestEventBody = z.strictObject({});

export function webhooksRouter(deps: V1Deps): Router {
  const router = Router();
  router.use('/webhooks', requireScope('write_webhooks'));

  router.get('/webhooks', async (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) =>
        listWebhookEndpoints(deps, shopId, { limit: 100, startingAfter }),
      );
      await sendCsv(res, 'webhook-endpoints.csv', ENDPOINT_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await listWebhookEndpoints(deps, principalOf(req).shopId, page));
  });

  router.post('/webhooks', async (req, res) => {
    const body = parseBody(CreateWebhookEndpointBody, req);
    const endpoint = await createWebhookEndpoint(deps, principalOf(req).shopId, {
      url: body.url,
      events: body.events,
      description: body.description ?? null,
    });
    res.status(201).location(`/v1/webhooks/${endpoint.id}`).json(endpoint);
  });

  router.get('/webhooks/:id', async (req, res) => {
    res.json(await getWebhookEndpoint(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.patch('/webhooks/:id', async (req, res) => {
    const body = parseBody(UpdateWebhookEndpointBody, req);
    res.json(
      await updateWebhookEndpoint(deps, principalOf(req).shopId, req.params.id as string, {
        url: body.url,
        events: body.events,
        description: body.description,
        enabled: body.enabled,
        rotateSecret: body.rotate_secret,
      }),
    );
  });

  router.delete('/webhooks/:id', async (req, res) => {
    const id = req.params.id as string;
    await deleteWebhookEndpoint(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'webhook_endpoint', deleted: true });
  });

  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const shopId = principalOf(req).shopId;
    const endpointId = req.params.id as string;
    if (wantsCsv(req, query.format)) {
      const first = await listWebhookDeliveries(deps, shopId, endpointId, { limit: 100 });
      const rows = allPages((startingAfter) =>
        startingAfter === undefined
          ? Promise.resolve(first)
          : listWebhookDeliveries(deps, shopId, endpointId, { limit: 100, startingAfter }),
      );
      await sendCsv(res, `webhook-deliveries-${endpointId}.csv`, DELIVERY_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await listWebhookDeliveries(deps, principalOf(req).shopId, req.params.id as string, page));
  });

  router.post('/webhooks/:id/deliveries/:deliveryId/retry', async (req, res) => {
    parseBody(RetryDeliveryBody, req);
    const { id, deliveryId } = req.params as { id: string; deliveryId: string };
    res.json(await retryWebhookDelivery(deps, principalOf(req).shopId, id, deliveryId));
  });

  // 202: the event is in the outbox; the delivery log shows how its attempts go (decision 0035).
  router.post('/webhooks/:id/test', async (req, res) => {
    parseBody(SendTestEventBody, req);
    res.status(202).json(await sendTestEvent(deps, principalOf(req).shopId, req.params.id as string));
  });

  return router;
}
