import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  type FakeShopify,
  installByTokenExchange,
  sendWebhook,
  sessionToken,
} from '../helpers/fake-shopify.js';
import {
  postSignedWebhook,
  signedBody,
  signedBodyOfQuery,
  signedBodyOfSessionToken,
  signedOAuthCallbackQuery,
  uninstalledPayload,
} from '../helpers/forged-shopify-webhooks.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';

let app: TestApp;
let fake: FakeShopify;
let stderr: MockInstance;
const ATTACKER = 'attacker.myshopify.com';

beforeAll(async () => {
  // Log lines are read back below: refusals must be warnings, never errors.
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  ({ app, fake } = await startShopifyTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', LOG_LEVEL: 'warn' }));
  fake.addShop(ATTACKER);
  await installByTokenExchange(app, ATTACKER);
});
afterAll(async () => {
  await app.close();
  stderr.mockRestore();
});

const shopify = () => app.composition.appDeps.shopify!;
const logLines = () =>
  stderr.mock.calls
    .map(([chunk]) => String(chunk))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string; [field: string]: unknown });

/** An installed shop with an API token, a staff member, a webhook endpoint and a session. */
async function victimShop(domain: string) {
  const { shop, token } = await installShop(app, fake, domain);
  const staff = await app.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
  expect(staff.status, staff.text).toBe(201);
  const endpoint = await app.request('POST', '/v1/webhooks', {
    token,
    body: { url: 'https://hooks.example.com/shiftbook', events: ['shift.moved'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  return { domain, shop, token, endpointId: endpoint.body.id as string };
}
type Victim = Awaited<ReturnType<typeof victimShop>>;

/** The victim is neither uninstalled nor erased: its token, rows, session and endpoint stand. */
async function expectUntouched(victim: Victim) {
  const shop = await app.request('GET', '/v1/shop', { token: victim.token });
  expect(shop.status, shop.text).toBe(200);
  expect(shop.body.domain).toBe(victim.domain);
  expect(await app.deps.repos.shops.findByDomain(victim.domain)).toMatchObject({
    id: victim.shop.id,
    status: 'active',
  });
  const staff = await app.request('GET', '/v1/staff', { token: victim.token });
  expect(staff.body.data.map((row: { handle: string }) => row.handle)).toEqual(['ana']);
  const { shopifySessions: session } = app.deps.db.tables;
  const sessions = await app.deps.db
    .orm()
    .select({ n: count() })
    .from(session)
    .where(eq(session.shop, victim.domain));
  expect(sessions).toEqual([{ n: 1 }]);
  expect(await app.deps.repos.webhookEndpoints.findById(victim.shop.id, victim.endpointId)).toMatchObject({
    enabled: true,
  });
}

const receiptOf = async (webhookId: string) => {
  const { shopifyWebhookReceipts: receipts } = app.deps.db.tables;
  const [receipt] = await app.deps.db
    .orm()
    .select()
    .from(receipts)
    .where(eq(receipts.webhookId, webhookId))
    .limit(1);
  return receipt;
};
/** The scope stored in the shop's Shopify session. */
const scopeOf = async (domain: string) => {
  const { shopifySessions: session } = app.deps.db.tables;
  const [row] = await app.deps.db
    .orm()
    .select({ scope: session.scope })
    .from(session)
    .where(eq(session.shop, domain))
    .limit(1);
  return row;
};

function expectRefused(res: { status: number; headers: Headers }, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
}

describe('a session token of the attacker’s own shop, replayed as a webhook', () => {
  it('app/uninstalled for another shop is refused (400) and the victim keeps its tokens and rows', async () => {
    const victim = await victimShop('victim-jwt-uninstall.myshopify.com');
    const token = await sessionToken(ATTACKER);
    // A real token: the app itself accepts it, for the attacker's shop.
    expect((await shopify().verifySessionToken(token)).shopDomain).toBe(ATTACKER);

    const res = await postSignedWebhook(
      app,
      'app/uninstalled',
      victim.domain,
      signedBodyOfSessionToken(token),
    );
    expectRefused(res, 400);
    await expectUntouched(victim);
  });

  it('shop/redact for another shop is refused (400) and erases nothing', async () => {
    const victim = await victimShop('victim-jwt-redact.myshopify.com');
    const forged = signedBodyOfSessionToken(await sessionToken(ATTACKER));
    expectRefused(await postSignedWebhook(app, 'shop/redact', victim.domain, forged), 400);
    await expectUntouched(victim);
  });
});

describe('the attacker’s own OAuth callback query string, replayed as a webhook', () => {
  const callbackQuery = () =>
    signedOAuthCallbackQuery({
      code: 'attacker-code',
      host: Buffer.from(`admin.shopify.com/store/${ATTACKER.split('.')[0]}`).toString('base64'),
      shop: ATTACKER,
      state: 'chosen-by-the-attacker',
      timestamp: String(Math.floor(Date.now() / 1000)),
    });

  it('app/uninstalled for another shop is refused (400) and the victim keeps its tokens and rows', async () => {
    const victim = await victimShop('victim-query-uninstall.myshopify.com');
    const query = callbackQuery();
    // Shopify's signature as the app's own OAuth check accepts it.
    expect(await shopify().app.api.utils.validateHmac(Object.fromEntries(new URLSearchParams(query)))).toBe(
      true,
    );

    const res = await postSignedWebhook(app, 'app/uninstalled', victim.domain, signedBodyOfQuery(query));
    expectRefused(res, 400);
    await expectUntouched(victim);
  });

  it('shop/redact for another shop is refused (400) and erases nothing', async () => {
    const victim = await victimShop('victim-query-redact.myshopify.com');
    const res = await postSignedWebhook(
      app,
      'shop/redact',
      victim.domain,
      signedBodyOfQuery(callbackQuery()),
    );
    expectRefused(res, 400);
    await expectUntouched(victim);
  });
});

describe('a signed body acts only on the shop it names', () => {
  it('a genuine app/uninstalled body of one shop sent with another shop’s header is refused (401)', async () => {
    const victim = await victimShop('victim-header-uninstall.myshopify.com');
    const res = await sendWebhook(app, 'app/uninstalled', victim.domain, uninstalledPayload(ATTACKER));
    expectRefused(res, 401);
    await expectUntouched(victim);
    expect((await app.deps.repos.shops.findByDomain(ATTACKER))!.status).toBe('active');
  });

  it('a genuine shop/redact or customers/redact body naming another shop is refused (401)', async () => {
    const victim = await victimShop('victim-header-redact.myshopify.com');
    const redact = { shop_id: 1, shop_domain: ATTACKER };
    expectRefused(await sendWebhook(app, 'shop/redact', victim.domain, redact), 401);
    const customers = { ...redact, customer: { id: 1 }, orders_to_redact: [] };
    expectRefused(await sendWebhook(app, 'customers/redact', victim.domain, customers), 401);
    await expectUntouched(victim);
  });

  it('a body whose myshopify_domain and shop_domain disagree is refused, whichever is the header’s', async () => {
    const victim = await victimShop('victim-two-names.myshopify.com');
    const body = { ...uninstalledPayload(victim.domain), shop_domain: ATTACKER };
    expectRefused(await sendWebhook(app, 'app/uninstalled', victim.domain, body), 401);
    await expectUntouched(victim);
  });

  it('app/uninstalled or shop/redact whose body names no shop is refused (401): Shopify’s always does', async () => {
    const victim = await victimShop('victim-unnamed.myshopify.com');
    expectRefused(await sendWebhook(app, 'app/uninstalled', victim.domain, {}), 401);
    expectRefused(await sendWebhook(app, 'shop/redact', victim.domain, { shop_id: 1 }), 401);
    expectRefused(await sendWebhook(app, 'app/uninstalled', victim.domain, { myshopify_domain: null }), 401);
    await expectUntouched(victim);
  });

  it('a topic whose payload names no shop is refused when its body names another one (401)', async () => {
    const victim = await victimShop('victim-scopes.myshopify.com');
    const body = { current: ['read_orders', 'write_everything'], shop_domain: ATTACKER };
    expectRefused(await sendWebhook(app, 'app/scopes_update', victim.domain, body), 401);
    expect(await scopeOf(victim.domain)).toEqual({ scope: 'read_orders' });
  });

  it('a topic whose payload names no shop is refused (400) when the body lacks its fields', async () => {
    const victim = await victimShop('victim-scopes-fields.myshopify.com');
    const webhookId = 'scopes-without-fields';
    expectRefused(await sendWebhook(app, 'app/scopes_update', victim.domain, {}, { webhookId }), 400);
    expect(await receiptOf(webhookId)).toBeUndefined();
  });

  it('a refusal is logged as a warning naming the topic and shops, never as an error', async () => {
    const victim = await victimShop('victim-logged.myshopify.com');
    await sendWebhook(app, 'app/uninstalled', victim.domain, uninstalledPayload(ATTACKER));
    const lines = logLines();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const refused = lines.filter((line) => line.msg === 'Shopify webhook refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((line) => line.level === 'warn')).toBe(true);
    expect(refused).toContainEqual(
      expect.objectContaining({ topic: 'APP_UNINSTALLED', shop: victim.domain, named: [ATTACKER] }),
    );
  });
});

describe('a body that is not a JSON object', () => {
  const bodies = ['not json', '[]', '["app/uninstalled"]', '"victim"', '42', 'null', 'true', '{"a":1'];

  it.each(bodies)('%s is refused (400), changes nothing and does not use up the webhook id', async (raw) => {
    const victim = await victimShop(`victim-body-${bodies.indexOf(raw)}.myshopify.com`);
    const webhookId = `not-an-object-${bodies.indexOf(raw)}`;
    expectRefused(
      await postSignedWebhook(app, 'app/uninstalled', victim.domain, signedBody(raw), webhookId),
      400,
    );
    await expectUntouched(victim);
    expect(await receiptOf(webhookId)).toBeUndefined();

    // Shopify's own delivery with that id is still processed.
    const genuine = signedBody(JSON.stringify(uninstalledPayload(victim.domain)));
    const res = await postSignedWebhook(app, 'app/uninstalled', victim.domain, genuine, webhookId);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect((await app.request('GET', '/v1/shop', { token: victim.token })).status).toBe(401);
  });
});

describe('Shopify’s own deliveries still act', () => {
  it('app/uninstalled as Shopify sends it (a custom primary domain beside myshopify_domain) uninstalls', async () => {
    const victim = await victimShop('genuine-uninstall.myshopify.com');
    const res = await sendWebhook(app, 'app/uninstalled', victim.domain, uninstalledPayload(victim.domain));
    expect(res.status, res.text).toBe(200);
    expect((await app.request('GET', '/v1/shop', { token: victim.token })).status).toBe(401);
    expect((await app.deps.repos.shops.findByDomain(victim.domain))!.status).toBe('uninstalled');
  });

  it('shop/redact naming its shop erases it', async () => {
    const victim = await victimShop('genuine-redact.myshopify.com');
    const res = await sendWebhook(app, 'shop/redact', victim.domain, {
      shop_id: 7,
      shop_domain: victim.domain,
    });
    expect(res.status, res.text).toBe(200);
    expect(await app.deps.repos.shops.findByDomain(victim.domain)).toBeUndefined();
    expect((await app.request('GET', '/v1/shop', { token: victim.token })).status).toBe(401);
  });

  it('app/scopes_update, whose payload names no shop, is still recorded', async () => {
    const victim = await victimShop('genuine-scopes.myshopify.com');
    const body = { id: 1, previous: ['read_orders'], current: ['read_orders', 'read_products'] };
    expect((await sendWebhook(app, 'app/scopes_update', victim.domain, body)).status).toBe(200);
    expect(await scopeOf(victim.domain)).toEqual({ scope: 'read_orders,read_products' });
  });
});
