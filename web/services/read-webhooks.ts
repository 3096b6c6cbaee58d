import type { Page } from '../db/repositories/page.js';
import { notFound } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';
import { type ListResult, pageOf } from './list-page.js';
import {
  type WebhookDeliveryView,
  type WebhookEndpointView,
  webhookDeliveryView,
  webhookEndpointView,
} from './views/webhook-view.js';

export function listWebhookEndpoints(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
): ListResult<WebhookEndpointView> {
  const result = pageOf(deps.repos.webhookEndpoints.list(shopId, page), page.limit);
  return { ...result, data: result.data.map(webhookEndpointView) };
}

/** The endpoint's deliveries, newest first, each with every attempt made. */
export function listWebhookDeliveries(
  deps: ServiceDeps,
  shopId: string,
  endpointId: string,
  page: Page,
): ListResult<WebhookDeliveryView> {
  if (!deps.repos.webhookEndpoints.findById(shopId, endpointId)) throw notFound('webhook endpoint');
  const result = pageOf(deps.repos.webhookDeliveries.listForEndpoint(endpointId, page), page.limit);
  return {
    ...result,
    data: result.data.map((row) => webhookDeliveryView(row, deps.repos.webhookDeliveries.attemptsOf(row.id))),
  };
}
