import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeShopify,
  installByTokenExchange,
  sendWebhook,
  sessionToken,
} from '../helpers/fake-shopify.js';
import { uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }));
});
afterAll(() => app.close());

/** An installed shop with an all-scope API token and one webhook endpoint. */
async function installedShop(domain: string) {
  const { shop, token } = await installShop(app, fake, domain);
  const endpoint = await app.request('POST', '/v1/webhooks', {
    token,
    body: { url: 'https://hooks.example.com/shiftbook', events: ['shift.moved'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  return { shop, token, endpointId: endpoint.body.id as string };
}

const shopGet = (token: string) => app.request('GET', '/v1/shop', { token });
const sessionRows = async (domain: string) => {
  const { shopifySessions: session } = app.deps.db.tables;
  const [row] = await app.deps.db.orm().select({ n: count() }).from(session).where(eq(session.shop, domain));
  return row!;
};

describe('POST /api/webhooks: verified on the raw body', () => {
  it('answers 401 to a webhook signed with another secret, or not signed, and changes nothing', async () => {
    const { shop, token } = await installedShop('bad-hmac.myshopify.com');
    const forged = await sendWebhook(
      app,
      'app/uninstalled',
      shop.domain,
      {},
      { secret: 'not-the-app-secret' },
    );
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toContain('application/problem+json');
    const unsigned = await app.request('POST', '/api/webhooks', {
      rawBody: '{}',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'shop/redact',
        'x-shopify-shop-domain': shop.domain,
      },
    });
    expect(unsigned.status).toBe(401);
    expect((await shopGet(token)).status).toBe(200);
  });

  it('answers 200 to the customer compliance topics: Shiftbook holds no customer data', async () => {
    const { shop } = await installedShop('compliance.myshopify.com');
    const payload = {
      shop_domain: shop.domain,
      customer: { id: 1, email: 'c@example.com' },
      orders_requested: [1],
    };
    expect((await sendWebhook(app, 'customers/data_request', shop.domain, payload)).status).toBe(200);
    expect((await sendWebhook(app, 'customers/redact', shop.domain, payload)).status).toBe(200);
  });

  it('app/scopes_update records the granted scopes on the shop session', async () => {
    const { shop } = await installedShop('scopes.myshopify.com');
    const res = await sendWebhook(app, 'app/scopes_update', shop.domain, {
      previous: ['read_orders'],
      current: ['read_orders', 'read_products'],
    });
    expect(res.status).toBe(200);
    const { shopifySessions: session } = app.deps.db.tables;
    const [row] = await app.deps.db
      .orm()
      .select({ scope: session.scope })
      .from(session)
      .where(eq(session.shop, shop.domain));
    expect(row!.scope).toBe('read_orders,read_products');
  });
});

describe('app/uninstalled', () => {
  it('revokes the shop at once: its API tokens, session tokens, sessions and endpoints, not another shop', async () => {
    const gone = await installedShop('uninstalling.myshopify.com');
    const kept = await installedShop('staying.myshopify.com');
    const goneSession = await sessionToken(gone.shop.domain);
    expect((await shopGet(gone.token)).status).toBe(200);
    expect((await shopGet(goneSession)).status).toBe(200);

    const res = await sendWebhook(app, 'app/uninstalled', gone.shop.domain, {
      id: 1,
      domain: gone.shop.domain,
    });
    expect(res.status).toBe(200);

    for (const credential of [gone.token, goneSession]) {
      const denied = await shopGet(credential);
      expect(denied.status).toBe(401);
      expect(denied.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect((await shopGet(kept.token)).status).toBe(200);
    expect(await app.deps.repos.shops.findByDomain(gone.shop.domain)).toMatchObject({
      status: 'uninstalled',
    });
    expect((await app.deps.repos.shops.findByDomain(gone.shop.domain))!.uninstalledAt).toBeTypeOf('number');
    const tokens = await app.deps.repos.apiTokens.list(gone.shop.id, { limit: 100 });
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await sessionRows(gone.shop.domain)).n).toBe(0);
    expect((await sessionRows(kept.shop.domain)).n).toBe(1);
    expect(await app.deps.repos.webhookEndpoints.findById(gone.shop.id, gone.endpointId)).toMatchObject({
      enabled: false,
      disabledReason: 'app_uninstalled',
    });
    expect(await app.deps.repos.webhookEndpoints.findById(kept.shop.id, kept.endpointId)).toMatchObject({
      enabled: true,
    });
  });

  it('is processed once per X-Shopify-Webhook-Id: a repeat after a reinstall changes nothing', async () => {
    const { shop } = await installedShop('repeated.myshopify.com');
    const webhookId = 'uninstall-delivery-1';
    expect(
      (await sendWebhook(app, 'app/uninstalled', shop.domain, uninstalledPayload(shop.domain), { webhookId }))
        .body,
    ).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await app.deps.repos.shops.findByDomain(shop.domain))!.status).toBe('uninstalled');

    // The merchant reinstalls; Shopify then repeats the old delivery.
    await installByTokenExchange(app, shop.domain);
    expect(await app.deps.repos.shops.findByDomain(shop.domain)).toMatchObject({
      status: 'active',
      uninstalledAt: null,
    });
    const repeat = await sendWebhook(app, 'app/uninstalled', shop.domain, uninstalledPayload(shop.domain), {
      webhookId,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.duplicate).toBe(true);
    expect((await app.deps.repos.shops.findByDomain(shop.domain))!.status).toBe('active');
    expect((await shopGet(await sessionToken(shop.domain))).status).toBe(200);
  });

  it('a reinstall brings the shop back, but the tokens revoked at uninstall stay revoked', async () => {
    const { shop, token } = await installedShop('returning.myshopify.com');
    await sendWebhook(app, 'app/uninstalled', shop.domain, uninstalledPayload(shop.domain));
    await installByTokenExchange(app, shop.domain);
    expect((await shopGet(token)).status).toBe(401);
    expect((await shopGet(await app.token(shop))).status).toBe(200);
  });
});

describe('standalone mode', () => {
  it('without Shopify credentials the Shopify routes say they are off, and no webhook is trusted', async () => {
    const standalone = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    try {
      for (const path of ['/api/auth?shop=a.myshopify.com', '/api/auth/token-exchange']) {
        const res = await standalone.request('GET', path);
        expect(res.status, path).toBe(503);
        expect(res.body.detail).toContain('Shopify is not configured');
      }
      // With no secret, no HMAC can be valid: refused as a bad one (401), never processed.
      const webhook = await standalone.request('POST', '/api/webhooks', {
        body: {},
        headers: { 'x-shopify-hmac-sha256': 'bogus', 'x-shopify-topic': 'app/uninstalled' },
      });
      expect(webhook.status).toBe(401);
      expect(webhook.body.detail).toContain('Shopify is not configured');
    } finally {
      await standalone.close();
    }
  });
});
