import type { RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';
import { callerOf, type Principal } from '../../services/tokens/authenticate-token.js';
import { shopCeiling } from '../plan-rate.js';
import type { RateBudget, RateLimiter } from '../rate-limiter.js';
import { principalOf } from './authenticate.js';

export interface RateLimitOptions {
  /** Requests per window the caller's plan allows. */
  limitFor(principal: Principal): number;
}

/**
 * The budgets a request draws on (decision 0014). Every caller has its own, per shop: a Shopify
 * user in two shops is two callers. An API token also draws on its shop's ceiling, shared by all
 * of the shop's tokens, so minting tokens does not multiply what a shop may send. Sessions (the
 * admin, POS) stay outside that ceiling: tokens cannot be minted as sessions, and a runaway
 * integration must never lock the merchant out of the admin where they would revoke it.
 * The keys share a Redis Cluster hash tag, the shop id, so the one script may touch both.
 */
export function budgetsOf(principal: Principal, perCaller: number): RateBudget[] {
  const shop = `{${principal.shopId}}`;
  const caller: RateBudget = { name: 'default', subject: `${shop}:${callerOf(principal)}`, limit: perCaller };
  if (principal.tokenId === null) return [caller];
  return [caller, { name: 'shop', subject: `${shop}:tokens`, limit: shopCeiling(perCaller) }];
}

/**
 * Rate limits (SPEC section 5) with the headers of the IETF draft
 * draft-ietf-httpapi-ratelimit-headers (versions 08 to 11 share this form, decision 0014):
 * `RateLimit-Policy: "default";q=60;w=60` and `RateLimit: "default";r=59;t=42`. Of the budgets
 * a request draws on, the headers report the tightest (`"shop"` when the shop's ceiling is).
 * Over a limit is a 429 problem with `Retry-After`. When the limiter cannot answer, the request
 * goes on.
 */
export function rateLimit(limiter: RateLimiter, options: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    const principal = principalOf(req);
    const decision = await limiter.consume(budgetsOf(principal, options.limitFor(principal)));
    if (!decision) {
      next();
      return;
    }
    const { tightest } = decision;
    res.set('RateLimit-Policy', `"${tightest.name}";q=${tightest.limit};w=${limiter.windowSeconds}`);
    res.set('RateLimit', `"${tightest.name}";r=${tightest.remaining};t=${tightest.resetSeconds}`);
    if (!decision.allowed) {
      const whose =
        tightest.name === 'shop'
          ? `This shop's API tokens have used their ${tightest.limit} requests for this minute, together.`
          : `This caller has used its ${tightest.limit} requests for this minute.`;
      next(
        new AppError('rate_limited', `${whose} Retry in ${tightest.resetSeconds} s.`, {
          headers: { 'Retry-After': String(tightest.resetSeconds) },
        }),
      );
      return;
    }
    next();
  };
}
