import { planLimits } from '../domain/plans.js';
import type { Principal } from '../services/authenticate-token.js';
import type { ServiceDeps } from '../services/deps.js';

/** The requests per minute of the caller's shop's plan (free 60, pro 600). */
export function planRequestsPerMinute(deps: ServiceDeps, principal: Principal): number {
  const shop = deps.repos.shops.findById(principal.shopId);
  return planLimits(shop?.plan ?? 'free').requestsPerMinute;
}
