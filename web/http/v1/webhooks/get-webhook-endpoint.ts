import { WebhookEndpointSchema } from '../../../services/views/webhook-view.js';
import { getWebhookEndpoint as readEndpoint } from '../../../services/webhooks/webhook-endpoints.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** An endpoint as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentWebhookEndpoint = currentById(readEndpoint);

/** `GET /v1/webhooks/{id}`. */
export const getWebhookEndpoint = defineRoute({
  method: 'get',
  path: '/v1/webhooks/{id}',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'A webhook endpoint',
  response: WebhookEndpointSchema,
  current: currentWebhookEndpoint,
  handler: (deps) => async (req, res) => {
    res.json(await readEndpoint(deps, principalOf(req).shopId, req.params.id as string));
  },
});
