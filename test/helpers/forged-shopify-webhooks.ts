import { createHmac } from 'node:crypto';
import { API_SECRET } from './fake-shopify.js';
import type { TestApp } from './harness.js';

/**
 * What a merchant can do with the things Shopify signs for their own shop: Shopify signs
 * webhook bodies, session tokens and OAuth query strings with the same app secret, so each of
 * those signatures is also a valid webhook HMAC over some body (docs/decisions/0020).
 */

/** A body and the `X-Shopify-Hmac-Sha256` (base64) that Shopify's signature makes valid for it. */
export interface SignedBody {
  rawBody: string;
  hmac: string;
}

/** A session token is `header.payload.signature`, the signature HS256 over `header.payload`. */
export function signedBodyOfSessionToken(token: string): SignedBody {
  const [header, payload, signature] = token.split('.');
  return {
    rawBody: `${header}.${payload}`,
    hmac: Buffer.from(signature!, 'base64url').toString('base64'),
  };
}

/**
 * An OAuth callback's query string as Shopify signs it: HMAC-SHA256 (hex) over the query
 * without `hmac`, its pairs sorted by key, spaces as `%20`. Answers the query the merchant's
 * browser is sent to.
 */
export function signedOAuthCallbackQuery(params: Record<string, string>, secret = API_SECRET): string {
  const sorted = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  const hmac = createHmac('sha256', secret).update(sorted.toString().replace(/\+/g, '%20')).digest('hex');
  sorted.set('hmac', hmac);
  return sorted.toString();
}

/** The attacker's side: the signed message is the query without `hmac`; hex becomes base64. */
export function signedBodyOfQuery(query: string): SignedBody {
  const params = new URLSearchParams(query);
  const hmac = params.get('hmac')!;
  params.delete('hmac');
  return {
    rawBody: params.toString().replace(/\+/g, '%20'),
    hmac: Buffer.from(hmac, 'hex').toString('base64'),
  };
}

/** Any body, signed with the app secret as Shopify signs webhook bodies. */
export function signedBody(rawBody: string, secret = API_SECRET): SignedBody {
  return { rawBody, hmac: createHmac('sha256', secret).update(rawBody).digest('base64') };
}

let counter = 0;

/** Posts a signed body to `POST /api/webhooks` with every header Shopify sends. */
export function postSignedWebhook(
  app: TestApp,
  topic: string,
  shop: string,
  body: SignedBody,
  webhookId = `forged-${process.pid}-${++counter}`,
) {
  return app.request('POST', '/api/webhooks', {
    rawBody: body.rawBody,
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': body.hmac,
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': '2026-10',
      'x-shopify-webhook-id': webhookId,
    },
  });
}

/**
 * The `app/uninstalled` body as Shopify sends it: the shop object, whose `domain` is the
 * shop's primary domain (often a custom one) and `myshopify_domain` its Shopify domain.
 */
export function uninstalledPayload(shop: string, customDomain = `www.${shop.split('.')[0]}.example`) {
  return {
    id: 548380009,
    name: shop.split('.')[0],
    email: 'owner@example.com',
    domain: customDomain,
    myshopify_domain: shop,
    plan_name: 'basic',
    iana_timezone: 'America/Chicago',
    currency: 'CAD',
  };
}
