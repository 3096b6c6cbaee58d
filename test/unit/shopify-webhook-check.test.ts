import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopifyApiLib } from '../../web/http/shopify/shopify-lib.js';
import { checkShopifyWebhook } from '../../web/http/shopify/shopify-webhook-check.js';

const SECRET = 'shpss_test_secret';
const api = shopifyApiLib.shopifyApi({
  apiKey: 'key',
  apiSecretKey: SECRET,
  scopes: ['read_orders'],
  hostName: 'shiftbook.test',
  apiVersion: shopifyApiLib.ApiVersion.October25,
  isEmbeddedApp: true,
  logger: { level: shopifyApiLib.LogSeverity.Error, log: async () => {} },
});

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64');

function fullHeaders(body: string): Record<string, string> {
  return {
    'x-shopify-hmac-sha256': sign(body),
    'x-shopify-topic': 'orders/paid',
    'x-shopify-shop-domain': 'a-shop.myshopify.com',
    'x-shopify-api-version': '2026-10',
    'x-shopify-webhook-id': 'wh-1',
  };
}

/** What shopify-api's own `webhooks.validate` makes of the same request, in our check's terms. */
async function libraryVerdict(headers: IncomingHttpHeaders, rawBody: string) {
  const check = await api.webhooks.validate({
    rawBody,
    rawRequest: { method: 'POST', url: '/api/webhooks', headers } as never,
    rawResponse: {} as never,
  });
  if (check.valid)
    return { valid: true, topic: check.topic, domain: check.domain, webhookId: check.webhookId };
  if ('missingHeaders' in check) return { valid: false, missingHeaders: check.missingHeaders };
  return { valid: false };
}

function ourVerdict(headers: IncomingHttpHeaders, rawBody: string) {
  const check = checkShopifyWebhook(headers, rawBody, SECRET);
  if (check.valid) return check;
  if (check.reason === 'missing_headers') return { valid: false, missingHeaders: check.missingHeaders };
  return { valid: false };
}

describe('checkShopifyWebhook', () => {
  it('accepts a signed webhook and names its topic as shopify-api stores it', () => {
    const body = '{"id":1}';
    expect(checkShopifyWebhook(fullHeaders(body), body, SECRET)).toEqual({
      valid: true,
      topic: 'ORDERS_PAID',
      domain: 'a-shop.myshopify.com',
      webhookId: 'wh-1',
    });
  });

  it('refuses a body changed after signing, another secret, a missing HMAC and an empty body', () => {
    const body = '{"id":1}';
    expect(checkShopifyWebhook(fullHeaders(body), '{"id":2}', SECRET)).toEqual({
      valid: false,
      reason: 'invalid_hmac',
    });
    expect(checkShopifyWebhook(fullHeaders(body), body, 'other')).toMatchObject({ reason: 'invalid_hmac' });
    const { 'x-shopify-hmac-sha256': _, ...unsigned } = fullHeaders(body);
    expect(checkShopifyWebhook(unsigned, body, SECRET)).toMatchObject({ reason: 'missing_hmac' });
    expect(checkShopifyWebhook(fullHeaders(''), '', SECRET)).toMatchObject({ reason: 'missing_body' });
  });

  it('decides every request as shopify-api does: bodies, signatures and missing headers', async () => {
    const names = [
      'x-shopify-topic',
      'x-shopify-shop-domain',
      'x-shopify-api-version',
      'x-shopify-webhook-id',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.subarray(names),
        fc.constantFrom('right', 'wrong', 'absent', 'unpadded'),
        fc.constantFrom('orders/paid', 'refunds/create', 'app/uninstalled', 'app_subscriptions/update'),
        async (body, dropped, signature, topic) => {
          const headers: Record<string, string> = { ...fullHeaders(body), 'x-shopify-topic': topic };
          for (const name of dropped) delete headers[name];
          if (signature === 'wrong') headers['x-shopify-hmac-sha256'] = sign(`${body}x`);
          if (signature === 'absent') delete headers['x-shopify-hmac-sha256'];
          if (signature === 'unpadded') headers['x-shopify-hmac-sha256'] = sign(body).replace(/=+$/, '');
          expect(ourVerdict(headers, body)).toEqual(await libraryVerdict(headers, body));
        },
      ),
      { numRuns: 300 },
    );
  });
});
