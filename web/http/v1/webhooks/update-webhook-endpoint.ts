import { z } from 'zod';
import { WebhookEndpointSchema } from '../../../services/views/webhook-view.js';
import { updateWebhookEndpoint as update } from '../../../services/webhooks/webhook-endpoints.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { currentWebhookEndpoint } from './get-webhook-endpoint.js';
import { WebhookDescription, WebhookEvents, WebhookUrl } from './webhook-schemas.js';

export const UpdateWebhookEndpointBody = z.strictObject({
  url: WebhookUrl.optional(),
  events: WebhookEvents.optional(),
  description: WebhookDescription.optional(),
  enabled: z.boolean().optional(),
  /** Issues a new secret (answered once); the old one keeps signing for 24 h. */
  rotate_secret: z.literal(true).optional(),
});

/** `PATCH /v1/webhooks/{id}`: change, enable, disable, or rotate the secret. */
export const updateWebhookEndpoint = defineRoute({
  method: 'patch',
  path: '/v1/webhooks/{id}',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'Change, enable, disable or rotate the secret of a webhook endpoint',
  body: UpdateWebhookEndpointBody,
  example: { description: 'Payroll sync' },
  response: WebhookEndpointSchema,
  errors: ['plan_limit', 'rule_violation'],
  current: currentWebhookEndpoint,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateWebhookEndpointBody, req);
    res.json(
      await update(deps, principalOf(req).shopId, req.params.id as string, {
        url: body.url,
        events: body.events,
        description: body.description,
        enabled: body.enabled,
        rotateSecret: body.rotate_secret,
      }),
    );
  },
});
