import { planLimits } from '../domain/plans.js';
import type { Principal } from '../services/tokens/authenticate-token.js';

/** The requests per minute of the caller's shop's plan (free 60, pro 600), per caller. */
export function planRequestsPerMinute(principal: Principal): number {
  return planLimits(principal.plan).requestsPerMinute;
}

/** How many callers' worth of requests a shop's API tokens may send together (decision 0014). */
export const SHOP_CEILING_CALLERS = 5;

/**
 * The ceiling of a shop's API tokens together, per window: five tokens at full speed (free 300,
 * pro 3,000 a minute). Enough for the admin's tokens and a few integrations at once; minting a
 * sixth token adds nothing.
 */
export function shopCeiling(perCaller: number): number {
  return perCaller * SHOP_CEILING_CALLERS;
}
