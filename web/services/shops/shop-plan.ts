import { AppError } from '../../domain/errors.js';
import type { Plan } from '../../domain/plans.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from './shop-context.js';

/**
 * Shopify billing, as the use cases see it. The implementation (web/http/shopify/) talks to
 * Shopify's Billing API with the shop's offline session.
 */
export interface Billing {
  /** Creates the pro subscription and answers the URL where the merchant approves it. */
  requestPro(shopDomain: string): Promise<string>;
  /** Whether the shop has an active pro subscription (test charges count outside production). */
  hasActivePro(shopDomain: string): Promise<boolean>;
}

/** Use cases and routers that may start a charge; `billing` is absent in standalone mode. */
export interface BillingDeps {
  billing?: Billing | undefined;
}

/** Sets the plan of an installed shop; unknown and uninstalled shops are left alone. */
export async function setShopPlan(deps: ServiceDeps, shopDomain: string, plan: Plan): Promise<void> {
  await deps.db.transaction(async () => {
    const shop = await deps.repos.shops.findByDomain(shopDomain);
    if (shop?.status !== 'active' || shop.plan === plan) return;
    await deps.repos.shops.update(shop.id, { plan, updatedAt: deps.now() });
  });
}

/** `POST /v1/shop/upgrade`: starts the pro subscription, answers Shopify's confirmation URL. */
export async function requestProUpgrade(
  deps: ServiceDeps,
  billing: Billing,
  shopId: string,
): Promise<string> {
  const shop = await loadShop(deps, shopId);
  if (shop.plan === 'pro') throw new AppError('state_conflict', 'The shop is already on the pro plan.');
  return billing.requestPro(shop.domain);
}

/**
 * The merchant is back from Shopify's approval page. Shiftbook asks Shopify rather than trust
 * the return URL, so a forged return changes nothing. Answers the plan the shop is on.
 */
export async function confirmProUpgrade(
  deps: ServiceDeps,
  billing: Billing,
  shopDomain: string,
): Promise<Plan> {
  const shop = await deps.repos.shops.findByDomain(shopDomain);
  if (shop?.status !== 'active') throw new AppError('not_found', 'Shiftbook is not installed on that shop.');
  // Asked outside any transaction: Shopify's answer may take a while.
  if (await billing.hasActivePro(shopDomain)) {
    await setShopPlan(deps, shopDomain, 'pro');
    return 'pro';
  }
  return shop.plan === 'pro' ? 'pro' : 'free';
}
