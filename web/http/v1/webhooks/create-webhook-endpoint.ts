import { z } from 'zod';
import { WebhookEndpointSchema } from '../../../services/views/webhook-view.js';
import { createWebhookEndpoint as create } from '../../../services/webhooks/webhook-endpoints.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { WebhookDescription, WebhookEvents, WebhookUrl } from './webhook-schemas.js';

export const CreateWebhookEndpointBody = z.strictObject({
  url: WebhookUrl,
  events: WebhookEvents,
  description: WebhookDescription.optional(),
});

/** `POST /v1/webhooks` (SPEC §7): the answer holds the endpoint's secret, once. */
export const createWebhookEndpoint = defineRoute({
  method: 'post',
  path: '/v1/webhooks',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'Add a webhook endpoint (the answer holds its secret, once)',
  body: CreateWebhookEndpointBody,
  example: { url: 'https://example.com/hooks/shiftbook', events: ['shift.moved'] },
  response: WebhookEndpointSchema,
  status: 201,
  errors: ['plan_limit', 'rule_violation'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateWebhookEndpointBody, req);
    const endpoint = await create(deps, principalOf(req).shopId, {
      url: body.url,
      events: body.events,
      description: body.description ?? null,
    });
    res.status(201).location(`/v1/webhooks/${endpoint.id}`).json(endpoint);
  },
});
