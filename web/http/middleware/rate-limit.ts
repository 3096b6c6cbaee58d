import type { RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';
import type { Principal } from '../../services/authenticate-token.js';
import type { RateLimiter } from '../rate-limiter.js';
import { principalOf } from './authenticate.js';

export interface RateLimitOptions {
  /** Requests per window the caller's plan allows. */
  limitFor(principal: Principal): number;
}

/**
 * Per-token rate limit (SPEC section 5) with the headers of the IETF draft
 * draft-ietf-httpapi-ratelimit-headers (versions 08 to 11 share this form, decision 0014):
 * `RateLimit-Policy: "default";q=60;w=60` and `RateLimit: "default";r=59;t=42`. Over the limit
 * is a 429 problem with `Retry-After`. When the limiter cannot answer, the request goes on.
 */
export function rateLimit(limiter: RateLimiter, options: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    const principal = principalOf(req);
    const limit = options.limitFor(principal);
    const decision = await limiter.consume(principal.tokenId ?? principal.actor, limit);
    if (!decision) {
      next();
      return;
    }
    res.set('RateLimit-Policy', `"default";q=${limit};w=${limiter.windowSeconds}`);
    res.set('RateLimit', `"default";r=${decision.remaining};t=${decision.resetSeconds}`);
    if (!decision.allowed) {
      next(
        new AppError(
          'rate_limited',
          `This token has used its ${limit} requests for this minute. Retry in ${decision.resetSeconds} s.`,
          { headers: { 'Retry-After': String(decision.resetSeconds) } },
        ),
      );
      return;
    }
    next();
  };
}
