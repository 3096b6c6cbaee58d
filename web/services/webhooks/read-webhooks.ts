import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import {
  type WebhookDeliveryView,
  type WebhookEndpointView,
  webhookDeliveryView,
  webhookEndpointView,
} from '../views/webhook-view.js';

export async function listWebhookEndpoints(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
): Promise<ListResult<WebhookEndpointView>> {
  // An unknown cursor is a mistake, not an empty page: every list answers it with 400.
  if (page.startingAfter && !(await deps.repos.webhookEndpoints.findById(shopId, page.startingAfter)))
    throw invalidField('starting_after', 'No webhook endpoint with that id to start after.');
  const result = pageOf(await deps.repos.webhookEndpoints.list(shopId, page), page.limit);
  return { ...result, data: result.data.map(webhookEndpointView) };
}

/** The endpoint's deliveries, newest first, each with every attempt made. */
export async function listWebhookDeliveries(
  deps: ServiceDeps,
  shopId: string,
  endpointId: string,
  page: Page,
): Promise<ListResult<WebhookDeliveryView>> {
  if (!(await deps.repos.webhookEndpoints.findById(shopId, endpointId))) throw notFound('webhook endpoint');
  const after =
    page.startingAfter && (await deps.repos.webhookDeliveries.findById(shopId, page.startingAfter));
  if (page.startingAfter && (!after || after.endpointId !== endpointId))
    throw invalidField('starting_after', 'No delivery of this endpoint with that id to start after.');
  const result = pageOf(await deps.repos.webhookDeliveries.listForEndpoint(endpointId, page), page.limit);
  const data: WebhookDeliveryView[] = [];
  for (const row of result.data)
    data.push(webhookDeliveryView(row, await deps.repos.webhookDeliveries.attemptsOf(row.id)));
  return { ...result, data };
}
