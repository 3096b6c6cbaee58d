import { notFound, stateConflict } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type WebhookDeliveryView, webhookDeliveryView } from '../views/webhook-view.js';

/**
 * A manual retry puts the delivery back to pending, due now; the relay hands it to the queue
 * when the commit is announced, and a job still waiting for a later attempt of the schedule
 * is promoted to run at once (outbox-relay.ts). A succeeded delivery can be sent again too
 * (receivers deduplicate by `webhook-id`, which stays the event id).
 */
export async function retryWebhookDelivery(
  deps: ServiceDeps,
  shopId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  return deps.db.transaction(async () => {
    const delivery = await deps.repos.webhookDeliveries.findById(shopId, deliveryId);
    if (!delivery || delivery.endpointId !== endpointId) throw notFound('webhook delivery');
    if (!(await deps.repos.webhookEndpoints.findById(shopId, endpointId))!.enabled) {
      throw stateConflict('The endpoint is disabled: enable it before retrying its deliveries.');
    }
    const now = deps.now();
    await deps.repos.webhookDeliveries.update(delivery.id, {
      status: 'pending',
      nextAttemptAt: now,
      enqueuedAt: null,
      updatedAt: now,
    });
    const updated = (await deps.repos.webhookDeliveries.findById(shopId, deliveryId))!;
    return webhookDeliveryView(updated, await deps.repos.webhookDeliveries.attemptsOf(delivery.id));
  });
}
