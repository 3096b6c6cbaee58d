/**
 * Which shop a verified Shopify webhook may act on (docs/decisions/0020).
 *
 * Shopify signs webhook bodies, session tokens (`header.payload`) and OAuth and app-load query
 * strings with the same app secret, and `X-Shopify-Topic` and `X-Shopify-Shop-Domain` are not
 * signed at all. A valid HMAC therefore proves only that Shopify signed these bytes, not that
 * they are a webhook, nor which shop they are about. Only the body is evidence, so:
 *
 * 1. the body must be a JSON object: session tokens and query strings never are;
 * 2. every shop the body names must be the header's shop;
 * 3. a body that names no shop is accepted only for the topics below, whose payload never
 *    names one; every other topic, including ones added later, must name its shop.
 */

/**
 * Topics (as shopify-api writes them) whose documented payload never names the shop: the
 * granted scopes (`{id, previous, current, updated_at}`) and the app's subscription
 * (`{app_subscription: {…, admin_graphql_api_shop_id}}`, a shop id, not a domain). Their bodies
 * must still carry the topic's own fields (checked where they are read). Adding a topic here
 * needs the argument of decision 20: orders topics belong here, since an order names no shop.
 */
export const TOPICS_NAMING_NO_SHOP: ReadonlySet<string> = new Set([
  'APP_SCOPES_UPDATE',
  'APP_SUBSCRIPTIONS_UPDATE',
  // An order and a refund name no shop (decision 32): their own fields (an id, line items or
  // refund lines, processed_at or created_at) are checked by their zod schemas.
  'ORDERS_PAID',
  'ORDERS_UPDATED',
  'REFUNDS_CREATE',
  // A product or a collection names no shop either (decision 67). Their ids are Shopify's,
  // unique across shops, so a body replayed against another shop names a product or collection
  // that shop does not have: its catalog gains an entry no order of it can name, or loses
  // nothing. The Admin API reads they start use that shop's own token.
  'PRODUCTS_CREATE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'COLLECTIONS_UPDATE',
  'COLLECTIONS_DELETE',
]);

/** Fields that name a shop by its Shopify domain, in any payload. */
const SHOP_DOMAIN_FIELDS = ['myshopify_domain', 'shop_domain'] as const;
/**
 * The shop object's `domain` is its primary domain, which is often a custom one
 * (`www.example.com`) beside `myshopify_domain`: it counts only when neither field above is there.
 */
const PRIMARY_DOMAIN_FIELD = 'domain';

export type WebhookShopVerdict =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; reason: 'not_an_object' }
  | { ok: false; reason: 'names_another_shop' | 'names_no_shop'; named: unknown[] };

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values a body gives for the fields that name its shop; null and absent name nothing. */
export function shopsNamedBy(body: Record<string, unknown>): unknown[] {
  const given = (field: string) =>
    Object.hasOwn(body, field) && body[field] !== null && body[field] !== undefined ? [body[field]] : [];
  const named = SHOP_DOMAIN_FIELDS.flatMap(given);
  return named.length > 0 ? named : given(PRIMARY_DOMAIN_FIELD);
}

/** Whether the parsed, HMAC-verified `body` of a `topic` webhook may act on `headerShop`. */
export function judgeWebhookShop(topic: string, body: unknown, headerShop: string): WebhookShopVerdict {
  if (!isJsonObject(body)) return { ok: false, reason: 'not_an_object' };
  const named = shopsNamedBy(body);
  // Exact equality: Shopify writes both in lower case, and anything else is not its delivery.
  if (named.some((shop) => shop !== headerShop)) return { ok: false, reason: 'names_another_shop', named };
  if (named.length === 0 && !TOPICS_NAMING_NO_SHOP.has(topic))
    return { ok: false, reason: 'names_no_shop', named };
  return { ok: true, body };
}
