import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeWebhookShop,
  shopsNamedBy,
  TOPICS_NAMING_NO_SHOP,
} from '../../web/domain/shopify/webhook-shop.js';

const SHOP = 'victim.myshopify.com';
const OTHER = 'attacker.myshopify.com';

describe('judgeWebhookShop', () => {
  it('refuses every body that is not a JSON object, whatever the topic', () => {
    for (const body of [undefined, null, 42, 'victim.myshopify.com', true, [], [{ shop_domain: SHOP }]])
      expect(judgeWebhookShop('APP_UNINSTALLED', body, SHOP)).toEqual({ ok: false, reason: 'not_an_object' });
  });

  it('accepts a body that names the header’s shop by myshopify_domain, shop_domain or domain', () => {
    for (const body of [{ myshopify_domain: SHOP }, { shop_domain: SHOP }, { domain: SHOP }])
      expect(judgeWebhookShop('SHOP_REDACT', body, SHOP)).toEqual({ ok: true, body });
  });

  it('refuses a body that names another shop in any of those fields', () => {
    for (const body of [{ myshopify_domain: OTHER }, { shop_domain: OTHER }, { domain: OTHER }])
      expect(judgeWebhookShop('SHOP_REDACT', body, SHOP)).toMatchObject({
        ok: false,
        reason: 'names_another_shop',
        named: [OTHER],
      });
  });

  it('refuses a body whose myshopify_domain and shop_domain disagree, whichever one is the header’s', () => {
    expect(judgeWebhookShop('APP_UNINSTALLED', { myshopify_domain: SHOP, shop_domain: OTHER }, SHOP).ok).toBe(
      false,
    );
    expect(judgeWebhookShop('APP_UNINSTALLED', { myshopify_domain: OTHER, shop_domain: SHOP }, SHOP).ok).toBe(
      false,
    );
  });

  it('ignores the shop object’s domain (often a custom one) when myshopify_domain is there', () => {
    const body = { domain: 'www.victim-store.com', myshopify_domain: SHOP };
    expect(judgeWebhookShop('APP_UNINSTALLED', body, SHOP).ok).toBe(true);
  });

  it('compares exactly: another case, a trailing dot or a non-string is another shop', () => {
    for (const named of ['VICTIM.myshopify.com', `${SHOP}.`, ` ${SHOP}`, 42, { shop: SHOP }, [SHOP]])
      expect(judgeWebhookShop('SHOP_REDACT', { shop_domain: named }, SHOP).ok).toBe(false);
  });

  it('a body naming no shop acts only for the topics whose payload never names one', () => {
    for (const body of [{}, { myshopify_domain: null, domain: null }, { shop_id: 1 }]) {
      expect(judgeWebhookShop('APP_UNINSTALLED', body, SHOP)).toMatchObject({
        ok: false,
        reason: 'names_no_shop',
      });
      expect(judgeWebhookShop('SHOP_REDACT', body, SHOP)).toMatchObject({
        ok: false,
        reason: 'names_no_shop',
      });
      expect(judgeWebhookShop('ORDERS_CREATE_NOT_YET_LISTED', body, SHOP).ok).toBe(false);
      for (const topic of TOPICS_NAMING_NO_SHOP) expect(judgeWebhookShop(topic, body, SHOP).ok).toBe(true);
    }
  });

  it('a topic whose payload names no shop is still refused when its body names another one', () => {
    for (const topic of TOPICS_NAMING_NO_SHOP)
      expect(judgeWebhookShop(topic, { current: [], shop_domain: OTHER }, SHOP).ok).toBe(false);
  });

  it('reads only the body’s own fields, never inherited ones', () => {
    const body = JSON.parse(`{"__proto__": {"shop_domain": "${SHOP}"}}`);
    expect(shopsNamedBy(body)).toEqual([]);
    expect(judgeWebhookShop('SHOP_REDACT', body, SHOP).ok).toBe(false);
  });

  it('whatever the body and topic, an accepted body names no shop but the header’s', () => {
    const shop = fc.constantFrom(SHOP, OTHER, 'VICTIM.myshopify.com', '', null);
    const body = fc.record(
      { myshopify_domain: shop, shop_domain: shop, domain: shop, id: fc.integer() },
      { requiredKeys: [] },
    );
    const topic = fc.constantFrom(
      'APP_UNINSTALLED',
      'SHOP_REDACT',
      'CUSTOMERS_REDACT',
      ...TOPICS_NAMING_NO_SHOP,
    );
    fc.assert(
      fc.property(topic, body, (t, b) => {
        const verdict = judgeWebhookShop(t, b, SHOP);
        if (verdict.ok) expect(shopsNamedBy(b).every((named) => named === SHOP)).toBe(true);
        if (verdict.ok && !TOPICS_NAMING_NO_SHOP.has(t)) expect(shopsNamedBy(b)).toContain(SHOP);
      }),
    );
  });
});
