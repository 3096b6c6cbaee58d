import { z } from 'zod';
import { notFound, stateConflict } from '../../domain/errors.js';
import { TEST_EVENT_TYPE } from '../../domain/webhooks/event-types.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { Id, Timestamp } from '../views/schema-fields.js';
import { type WebhookDeliveryView, webhookDeliveryView } from '../views/webhook-view.js';
import { recordEventFor } from './outbox.js';

export const TEST_EVENT_MESSAGE =
  'A test event from Shiftbook: this endpoint is reachable and verifies signatures.';

/** `data` of a `webhook.test` event. */
export const WebhookTestDataSchema = z.object({
  endpoint_id: Id('whe').meta({ description: 'The endpoint that was asked to receive it.' }),
  message: z.string().meta({ example: TEST_EVENT_MESSAGE }),
});

/** The envelope of SPEC section 7 around a test event's data, for the OpenAPI `webhooks`. */
export const WebhookTestEvent = z
  .object({
    id: Id('evt'),
    type: z.literal(TEST_EVENT_TYPE),
    created_at: Timestamp,
    shop: z.string().meta({ example: 'x.myshopify.com' }),
    data: WebhookTestDataSchema,
  })
  .meta({ id: 'WebhookTestEvent' });

/**
 * Sends a signed `webhook.test` event to one endpoint, as Stripe's and Svix's dashboards let an
 * integrator check a receiver: an event and one delivery, written to the outbox like any event,
 * so it takes the relay, the signing, the retries and the delivery log of real ones. No other
 * endpoint receives it. A disabled endpoint refuses it (409), as it refuses a manual retry: the
 * worker would fail the delivery unsent. Answers the delivery, pending.
 */
export async function sendTestEvent(
  deps: ServiceDeps,
  shopId: string,
  endpointId: string,
): Promise<WebhookDeliveryView> {
  return deps.db.transaction(async () => {
    const endpoint = await deps.repos.webhookEndpoints.findById(shopId, endpointId);
    if (!endpoint) throw notFound('webhook endpoint');
    if (!endpoint.enabled)
      throw stateConflict('The endpoint is disabled: enable it before sending it a test event.');
    const shop = await loadShop(deps, shopId);
    const data: z.output<typeof WebhookTestDataSchema> = {
      endpoint_id: endpoint.id,
      message: TEST_EVENT_MESSAGE,
    };
    const { deliveryIds } = await recordEventFor(deps, shop, TEST_EVENT_TYPE, data, [endpoint.id]);
    const delivery = (await deps.repos.webhookDeliveries.findById(shopId, deliveryIds[0]!))!;
    return webhookDeliveryView(delivery, []);
  });
}
