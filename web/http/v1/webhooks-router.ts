import { Router } from 'express';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/endpoint-url.js';
import { listWebhookDeliveries, listWebhookEndpoints } from '../../services/read-webhooks.js';
import { retryWebhookDelivery } from '../../services/retry-webhook-delivery.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
} from '../../services/webhook-endpoints.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { DEFAULT_LIMIT } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const Url = z.string().min(1).max(2048);
const Events = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'must name at least one event');
const Description = z.string().max(500).nullable();

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

const Limit = z
  .string()
  .regex(/^\d{1,3}$/, 'must be an integer from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1).max(100));
export const WebhookListQuery = z.strictObject({
  limit: Limit.optional(),
  starting_after: z.string().min(1).optional(),
});
export const RetryDeliveryBody = z.strictObject({});

export function webhooksRouter(deps: V1Deps): Router {
  const router = Router();
  router.use('/webhooks', requireScope('write_webhooks'));

  router.get('/webhooks', (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const page = { limit: query.limit ?? DEFAULT_LIMIT, startingAfter: query.starting_after };
    res.json(listWebhookEndpoints(deps, principalOf(req).shopId, page));
  });

  router.post('/webhooks', (req, res) => {
    const body = parseBody(CreateWebhookEndpointBody, req);
    const endpoint = createWebhookEndpoint(deps, principalOf(req).shopId, {
      url: body.url,
      events: body.events,
      description: body.description ?? null,
    });
    res.status(201).location(`/v1/webhooks/${endpoint.id}`).json(endpoint);
  });

  router.get('/webhooks/:id', (req, res) => {
    res.json(getWebhookEndpoint(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.patch('/webhooks/:id', (req, res) => {
    const body = parseBody(UpdateWebhookEndpointBody, req);
    res.json(
      updateWebhookEndpoint(deps, principalOf(req).shopId, req.params.id as string, {
        url: body.url,
        events: body.events,
        description: body.description,
        enabled: body.enabled,
        rotateSecret: body.rotate_secret,
      }),
    );
  });

  router.delete('/webhooks/:id', (req, res) => {
    const id = req.params.id as string;
    deleteWebhookEndpoint(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'webhook_endpoint', deleted: true });
  });

  router.get('/webhooks/:id/deliveries', (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const page = { limit: query.limit ?? DEFAULT_LIMIT, startingAfter: query.starting_after };
    res.json(listWebhookDeliveries(deps, principalOf(req).shopId, req.params.id as string, page));
  });

  router.post('/webhooks/:id/deliveries/:deliveryId/retry', (req, res) => {
    parseBody(RetryDeliveryBody, req);
    const { id, deliveryId } = req.params as { id: string; deliveryId: string };
    res.json(retryWebhookDelivery(deps, principalOf(req).shopId, id, deliveryId));
  });

  return router;
}
