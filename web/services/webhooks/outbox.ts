import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { newId } from '../../domain/ids.js';
import type { OutboxEventType, WebhookEventType } from '../../domain/webhooks/event-types.js';
import type { ServiceDeps } from '../deps.js';
import { formatInstant } from '../views/instant.js';

/**
 * Writes an outbox event and one pending delivery per enabled endpoint subscribed to its
 * type. Call it inside the transaction of the change it announces: the event and its
 * deliveries exist exactly when the change does, and the relay finds them in the database.
 */
export async function recordEvent(
  deps: ServiceDeps,
  shop: ShopRow,
  type: WebhookEventType,
  data: unknown,
): Promise<string> {
  const endpointIds = await deps.repos.webhookEndpoints.subscribedTo(shop.id, type);
  return (await recordEventFor(deps, shop, type, data, endpointIds)).eventId;
}

/**
 * Writes an outbox event with one pending delivery to each of `endpointIds`, whatever they
 * subscribe to (a test event goes to the one endpoint it was asked for). Inside a transaction.
 */
export async function recordEventFor(
  deps: ServiceDeps,
  shop: ShopRow,
  type: OutboxEventType,
  data: unknown,
  endpointIds: readonly string[],
): Promise<{ eventId: string; deliveryIds: string[] }> {
  const now = deps.now();
  const id = newId('evt', now);
  const envelope = { id, type, created_at: formatInstant(now), shop: shop.domain, data };
  await deps.repos.events.insert({
    id,
    shopId: shop.id,
    type,
    payload: JSON.stringify(envelope),
    createdAt: now,
  });
  const deliveryIds: string[] = [];
  for (const endpointId of endpointIds) {
    const deliveryId = newId('whd', now);
    await deps.repos.webhookDeliveries.insert({
      id: deliveryId,
      shopId: shop.id,
      endpointId,
      eventId: id,
      eventType: type,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
    deliveryIds.push(deliveryId);
  }
  return { eventId: id, deliveryIds };
}
