import type { WebhookEndpointRow } from '../db/repositories/webhook-endpoints-repository.js';
import { AppError, invalidField, notFound } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { planLimits } from '../domain/plans.js';
import type { DisabledReason } from '../domain/webhooks/disabled-reasons.js';
import { endpointUrlProblem } from '../domain/webhooks/endpoint-url.js';
import { generateWebhookSecret } from '../domain/webhooks/standard-webhooks.js';
import type { WebhookDeps } from './deps.js';
import { loadShop } from './shop-context.js';
import { type WebhookEndpointView, webhookEndpointView } from './views/webhook-view.js';

/** How long a rotated-out secret keeps signing beside the new one (ms). */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

export interface EndpointInput {
  url: string;
  events: string[];
  description: string | null;
}

export interface EndpointPatch {
  url?: string | undefined;
  events?: string[] | undefined;
  description?: string | null | undefined;
  enabled?: boolean | undefined;
  rotateSecret?: boolean | undefined;
}

function checkUrl(deps: WebhookDeps, url: string): void {
  const problem = endpointUrlProblem(url, deps.allowPrivateWebhooks);
  if (problem) throw invalidField('url', `url ${problem}.`);
}

function findEndpoint(deps: WebhookDeps, shopId: string, id: string): WebhookEndpointRow {
  const endpoint = deps.repos.webhookEndpoints.findById(shopId, id);
  if (!endpoint) throw notFound('webhook endpoint');
  return endpoint;
}

/** Creates an endpoint; its `secret` is in this answer and never again. */
export function createWebhookEndpoint(deps: WebhookDeps, shopId: string, input: EndpointInput) {
  const shop = loadShop(deps, shopId);
  checkUrl(deps, input.url);
  return deps.db.transaction(() => {
    const limit = planLimits(shop.plan).webhookEndpoints;
    if (deps.repos.webhookEndpoints.countByShop(shop.id) >= limit) {
      throw new AppError(
        'plan_limit',
        `The ${shop.plan} plan allows ${limit} webhook endpoints. Upgrade to pro for more.`,
      );
    }
    const now = deps.now();
    const secret = generateWebhookSecret();
    const row = deps.repos.webhookEndpoints.insert({
      id: newId('whe', now),
      shopId: shop.id,
      url: input.url,
      events: JSON.stringify([...new Set(input.events)]),
      description: input.description,
      secretEncrypted: deps.secretBox.seal(secret),
      createdAt: now,
      updatedAt: now,
    });
    return { ...webhookEndpointView(row), secret };
  });
}

/**
 * Changes an endpoint. Re-enabling clears the disabled reason. Rotating the secret answers the
 * new one once; the old one keeps signing beside it for 24 h so receivers can switch over.
 */
export function updateWebhookEndpoint(deps: WebhookDeps, shopId: string, id: string, patch: EndpointPatch) {
  if (patch.url !== undefined) checkUrl(deps, patch.url);
  return deps.db.transaction(() => {
    const endpoint = findEndpoint(deps, shopId, id);
    const now = deps.now();
    const secret = patch.rotateSecret ? generateWebhookSecret() : undefined;
    const row = deps.repos.webhookEndpoints.update(endpoint.id, {
      ...(patch.url !== undefined && { url: patch.url }),
      ...(patch.events !== undefined && { events: JSON.stringify([...new Set(patch.events)]) }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.enabled !== undefined && {
        enabled: patch.enabled,
        disabledReason: patch.enabled ? null : ('disabled_by_user' satisfies DisabledReason),
      }),
      ...(secret !== undefined && {
        secretEncrypted: deps.secretBox.seal(secret),
        previousSecretEncrypted: endpoint.secretEncrypted,
        previousSecretExpiresAt: now + SECRET_OVERLAP_MS,
      }),
      updatedAt: now,
    });
    const view: WebhookEndpointView & { secret?: string } = webhookEndpointView(row);
    if (secret !== undefined) view.secret = secret;
    return view;
  });
}

export function deleteWebhookEndpoint(deps: WebhookDeps, shopId: string, id: string): void {
  deps.db.transaction(() => {
    deps.repos.webhookEndpoints.delete(findEndpoint(deps, shopId, id).id);
  });
}

export function getWebhookEndpoint(deps: WebhookDeps, shopId: string, id: string): WebhookEndpointView {
  return webhookEndpointView(findEndpoint(deps, shopId, id));
}
