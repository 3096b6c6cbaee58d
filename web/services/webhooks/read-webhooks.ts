import type { Page } from '../../db/repositories/page.js';
import { notFound } from '../../domain/errors.js';
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
  const result = pageOf(await deps.repos.webhookDeliveries.listForEndpoint(endpointId, page), page.limit);
  const data: WebhookDeliveryView[] = [];
  for (const row of result.data)
    data.push(webhookDeliveryView(row, await deps.repos.webhookDeliveries.attemptsOf(row.id)));
  return { ...result, data };
}
