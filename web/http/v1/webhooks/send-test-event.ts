import { z } from 'zod';
import { WebhookDeliverySchema } from '../../../services/views/webhook-view.js';
import { sendTestEvent as send } from '../../../services/webhooks/send-test-event.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const SendTestEventBody = z.strictObject({});

/**
 * `POST /v1/webhooks/{id}/test`. 202: the event is in the outbox; the delivery log shows how
 * its attempts go (decision 0035).
 */
export const sendTestEvent = defineRoute({
  method: 'post',
  path: '/v1/webhooks/{id}/test',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary:
    'Send a signed `webhook.test` event to this endpoint alone, through the outbox like any event (202: the delivery, pending; 409 when the endpoint is disabled)',
  body: SendTestEventBody,
  example: {},
  response: WebhookDeliverySchema,
  status: 202,
  errors: ['state_conflict'],
  handler: (deps) => async (req, res) => {
    parseBody(SendTestEventBody, req);
    res.status(202).json(await send(deps, principalOf(req).shopId, req.params.id as string));
  },
});
