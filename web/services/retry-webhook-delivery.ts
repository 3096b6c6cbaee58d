import { notFound, stateConflict } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';
import { type WebhookDeliveryView, webhookDeliveryView } from './views/webhook-view.js';

/**
 * A manual retry puts the delivery back to pending, due now; the relay hands it to the queue
 * within a second. A succeeded delivery can be sent again too (receivers deduplicate by
 * `webhook-id`, which stays the event id).
 */
export function retryWebhookDelivery(
  deps: ServiceDeps,
  shopId: string,
  endpointId: string,
  deliveryId: string,
): WebhookDeliveryView {
  return deps.db.transaction(() => {
    const delivery = deps.repos.webhookDeliveries.findById(shopId, deliveryId);
    if (!delivery || delivery.endpointId !== endpointId) throw notFound('webhook delivery');
    if (!deps.repos.webhookEndpoints.findById(shopId, endpointId)!.enabled) {
      throw stateConflict('The endpoint is disabled: enable it before retrying its deliveries.');
    }
    const now = deps.now();
    deps.repos.webhookDeliveries.update(delivery.id, {
      status: 'pending',
      nextAttemptAt: now,
      enqueuedAt: null,
      updatedAt: now,
    });
    const updated = deps.repos.webhookDeliveries.findById(shopId, deliveryId)!;
    return webhookDeliveryView(updated, deps.repos.webhookDeliveries.attemptsOf(delivery.id));
  });
}
