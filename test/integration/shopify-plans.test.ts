import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  type FakeShopify,
  installByTokenExchange,
  SHOPIFY_ENV,
  sendWebhook,
  sessionToken,
} from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';

let app: TestApp;
let fake: FakeShopify;
const SHOP = 'plans.myshopify.com';
let admin: string;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }));
  fake.addShop(SHOP);
  admin = await installByTokenExchange(app, SHOP);
});
afterAll(() => app.close());

const addStaff = (token: string, handle: string) =>
  app.request('POST', '/v1/staff', { token, body: { handle, name: handle.toUpperCase() } });
const addEndpoint = (token: string) =>
  app.request('POST', '/v1/webhooks', {
    token,
    body: { url: 'https://hooks.example.com/a', events: ['shift.moved'] },
  });
const billingReturn = () =>
  fetch(`${app.baseUrl}/api/billing/return?shop=${SHOP}&charge_id=1`, { redirect: 'manual' });

describe('plans: free limits, pro through Shopify billing', () => {
  it('a new install is on the free plan, and GET /v1/shop shows the usage against its limits', async () => {
    const shop = await app.request('GET', '/v1/shop', { token: admin });
    expect(shop.body.plan).toBe('free');
    expect(shop.body.usage).toEqual({
      active_staff: 0,
      active_staff_limit: 10,
      webhook_endpoints: 0,
      webhook_endpoints_limit: 2,
      requests_per_minute_limit: 60,
    });
  });

  it('the free plan answers 402 plan_limit for an 11th active staff member and a 3rd endpoint', async () => {
    for (let i = 1; i <= 10; i++) expect((await addStaff(admin, `staff-${i}`)).status).toBe(201);
    expectProblem(await addStaff(admin, 'staff-11'), 402, 'plan_limit');
    expect((await addEndpoint(admin)).status).toBe(201);
    expect((await addEndpoint(admin)).status).toBe(201);
    expectProblem(await addEndpoint(admin), 402, 'plan_limit');
    const usage = (await app.request('GET', '/v1/shop', { token: admin })).body.usage;
    expect(usage).toMatchObject({ active_staff: 10, webhook_endpoints: 2 });
  });

  it('an API token cannot start a charge, even with write_shop', async () => {
    const token = await app.token((await app.deps.repos.shops.findByDomain(SHOP))!, ['write_shop']);
    expectProblem(
      await app.request('POST', '/v1/shop/upgrade', { token, body: {} }),
      403,
      'insufficient_scope',
    );
  });

  it('upgrade answers Shopify confirmation URL of a test charge; the plan changes only once Shopify says it is active', async () => {
    const res = await app.request('POST', '/v1/shop/upgrade', { token: admin, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ confirmation_url: `https://${SHOP}/admin/charges/1/confirm` });
    const create = fake.calls.find((call) => call.body.query?.includes('appSubscriptionCreate'))!;
    expect(create.body.variables).toMatchObject({
      name: 'pro',
      test: true,
      returnUrl: `${APP_URL}/api/billing/return?shop=${SHOP}`,
    });

    // Back from Shopify without approving: nothing changes.
    expect((await billingReturn()).status).toBe(302);
    expect((await app.request('GET', '/v1/shop', { token: admin })).body.plan).toBe('free');

    fake.approveCharges(SHOP);
    const back = await billingReturn();
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`https://${SHOP}/admin/apps/${SHOPIFY_ENV.SHOPIFY_API_KEY}`);
    const shop = (await app.request('GET', '/v1/shop', { token: admin })).body;
    expect(shop.plan).toBe('pro');
    expect(shop.usage).toMatchObject({
      active_staff_limit: null,
      webhook_endpoints_limit: 20,
      requests_per_minute_limit: 600,
    });
  });

  it('pro lifts the free limits', async () => {
    expect((await addStaff(admin, 'staff-11')).status).toBe(201);
    expect((await addEndpoint(admin)).status).toBe(201);
  });

  it('asking to upgrade a pro shop is a 409', async () => {
    expectProblem(
      await app.request('POST', '/v1/shop/upgrade', { token: admin, body: {} }),
      409,
      'state_conflict',
    );
  });

  it('a cancelled subscription (app_subscriptions/update) puts the shop back on free', async () => {
    const res = await sendWebhook(app, 'app_subscriptions/update', SHOP, {
      app_subscription: { name: 'pro', status: 'CANCELLED' },
    });
    expect(res.status).toBe(200);
    expect((await app.request('GET', '/v1/shop', { token: await sessionToken(SHOP) })).body.plan).toBe(
      'free',
    );
    expectProblem(await addStaff(admin, 'staff-12'), 402, 'plan_limit');
  });
});

describe('standalone mode', () => {
  it('billing is off (503); the operator sets pro, which lifts the limits', async () => {
    const standalone = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    try {
      const token = await standalone.token(
        await standalone.addShop('cli-pro.myshopify.com', { plan: 'pro' }),
      );
      expectProblem(
        await standalone.request('POST', '/v1/shop/upgrade', { token, body: {} }),
        503,
        'service_unavailable',
      );
      for (let i = 1; i <= 11; i++)
        expect(
          (await standalone.request('POST', '/v1/staff', { token, body: { handle: `s${i}`, name: 'S' } }))
            .status,
        ).toBe(201);
    } finally {
      await standalone.close();
    }
  });
});
