import { z } from 'zod';
import { WebhookDeliverySchema } from '../../../services/views/webhook-view.js';
import { retryWebhookDelivery as retry } from '../../../services/webhooks/retry-webhook-delivery.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const RetryDeliveryBody = z.strictObject({});

/** `POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry`: send a delivery again now. */
export const retryWebhookDelivery = defineRoute({
  method: 'post',
  path: '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'Send a delivery again now',
  body: RetryDeliveryBody,
  example: {},
  response: WebhookDeliverySchema,
  errors: ['state_conflict'],
  handler: (deps) => async (req, res) => {
    parseBody(RetryDeliveryBody, req);
    const { id, delivery_id } = req.params as { id: string; delivery_id: string };
    res.json(await retry(deps, principalOf(req).shopId, id, delivery_id));
  },
});
