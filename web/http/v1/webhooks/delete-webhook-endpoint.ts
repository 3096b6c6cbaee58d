import { deleteWebhookEndpoint as remove } from '../../../services/webhooks/webhook-endpoints.js';
import { principalOf } from '../../middleware/authenticate.js';
import { deletedSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentWebhookEndpoint } from './get-webhook-endpoint.js';

/** `DELETE /v1/webhooks/{id}`. */
export const deleteWebhookEndpoint = defineRoute({
  method: 'delete',
  path: '/v1/webhooks/{id}',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'Delete a webhook endpoint',
  response: deletedSchema('webhook_endpoint'),
  current: currentWebhookEndpoint,
  handler: (deps) => async (req, res) => {
    const id = req.params.id as string;
    await remove(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'webhook_endpoint', deleted: true });
  },
});
