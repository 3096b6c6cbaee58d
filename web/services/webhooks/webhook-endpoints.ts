import type { WebhookEndpointRow } from '../../db/repositories/webhook-endpoints-repository.js';
import { AppError, invalidField, notFound, ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { planLimits } from '../../domain/plans.js';
import type { DisabledReason } from '../../domain/webhooks/disabled-reasons.js';
import { endpointUrlProblem, endpointUrlRuleProblem } from '../../domain/webhooks/endpoint-url.js';
import { generateWebhookSecret } from '../../domain/webhooks/standard-webhooks.js';
import type { WebhookDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { type WebhookEndpointView, webhookEndpointView } from '../views/webhook-view.js';

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
  // Well formed, but against a rule of ours (the port, decision 0039): 422 rule_violation.
  const refused = endpointUrlRuleProblem(url, deps.allowPrivateWebhooks);
  if (refused) throw ruleViolation('url', `url ${refused}.`);
}

async function findEndpoint(deps: WebhookDeps, shopId: string, id: string): Promise<WebhookEndpointRow> {
  const endpoint = await deps.repos.webhookEndpoints.findById(shopId, id);
  if (!endpoint) throw notFound('webhook endpoint');
  return endpoint;
}

/**
 * Creates an endpoint; its `secret` is in this answer and never again. The plan's limit is
 * counted under the shop's lock, so parallel creates on any instance cannot pass it together.
 */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  shopId: string,
  input: EndpointInput,
): Promise<WebhookEndpointView & { secret: string }> {
  checkUrl(deps, input.url);
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const limit = planLimits(shop.plan).webhookEndpoints;
    if ((await deps.repos.webhookEndpoints.countByShop(shop.id)) >= limit) {
      throw new AppError(
        'plan_limit',
        `The ${shop.plan} plan allows ${limit} webhook endpoints. Upgrade to pro for more.`,
      );
    }
    const now = deps.now();
    const secret = generateWebhookSecret();
    const row = await deps.repos.webhookEndpoints.insert({
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
export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  shopId: string,
  id: string,
  patch: EndpointPatch,
): Promise<WebhookEndpointView & { secret?: string }> {
  if (patch.url !== undefined) checkUrl(deps, patch.url);
  return deps.db.transaction(async () => {
    const endpoint = await findEndpoint(deps, shopId, id);
    const now = deps.now();
    const secret = patch.rotateSecret ? generateWebhookSecret() : undefined;
    const row = await deps.repos.webhookEndpoints.update(endpoint.id, {
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

export async function deleteWebhookEndpoint(deps: WebhookDeps, shopId: string, id: string): Promise<void> {
  await deps.db.transaction(async () => {
    await deps.repos.webhookEndpoints.delete((await findEndpoint(deps, shopId, id)).id);
  });
}

export async function getWebhookEndpoint(
  deps: WebhookDeps,
  shopId: string,
  id: string,
): Promise<WebhookEndpointView> {
  return webhookEndpointView(await findEndpoint(deps, shopId, id));
}
