import type { RequestHandler } from 'express';

/**
 * The origins a POS UI extension's requests come from (SPEC §11): Shopify serves extensions
 * from these two. No other origin gets CORS headers, so no other web page can call the API
 * from a browser with a user's credentials.
 */
export const POS_EXTENSION_ORIGINS: ReadonlySet<string> = new Set([
  'https://cdn.shopify.com',
  'https://extensions.shopifycdn.com',
]);

/** The clock routes only: `/v1/clock`, `/v1/clock/in`, … (mounted under /v1). */
const CLOCK_PATH = /^\/clock(\/[a-z-]+)?\/?$/;

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** What the tile sends: its session token, JSON, and a key for retried actions. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
/**
 * What the tile may read of an answer besides the simple headers: `Date` is not one of them, and
 * the tile corrects a device clock that runs fast or slow by it (decision 30).
 */
const EXPOSED_HEADERS = 'Date, Retry-After, Location, X-Request-Id';
/** How long a browser may keep a preflight's answer (s). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS for the clock routes from the POS extension origins (SPEC §11), mounted before
 * authentication: a preflight carries no credential and answers 204 here. Every answer of
 * these routes says `Vary: Origin`, so a cache never hands one origin's answer to another.
 */
export function posCors(): RequestHandler {
  return (req, res, next) => {
    if (!CLOCK_PATH.test(req.path)) {
      next();
      return;
    }
    res.vary('Origin');
    const origin = req.get('origin');
    const allowed = origin !== undefined && POS_EXTENSION_ORIGINS.has(origin);
    if (allowed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined) {
      if (allowed) {
        res.set({
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
        });
      }
      // A refused origin gets the same 204 with no CORS headers: the browser then blocks it.
      res.status(204).end();
      return;
    }
    next();
  };
}
