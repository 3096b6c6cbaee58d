import type { Config } from '../../config.js';
import { createShopifySessionStorage } from '../../db/shopify-session-storage.js';
import { AppError } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { ServiceDeps } from '../../services/deps.js';
import { refreshCatalog } from '../../services/sales/catalog-refresh.js';
import { orderHistoryQuery, orderHistorySearch } from '../../services/sales/graphql-orders.js';
import { OrderHistoryError, type ShopifyOrderHistory } from '../../services/sales/import-order-history.js';
import { grantsOrders } from '../../services/sales/import-start.js';
import { installShop, type ShopDetails } from '../../services/shops/install-shop.js';
import type { Billing } from '../../services/shops/shop-plan.js';
import {
  numericStaffMemberId,
  type ShopifyStaffDirectory,
  type ShopifyStaffMember,
} from '../../services/staff/shopify-staff-directory.js';
import type { SessionClaims } from '../../services/tokens/authenticate-session-token.js';
import { encryptedSessionStorage } from './encrypted-session-storage.js';
import { shopifyCatalogReader } from './shopify-catalog.js';
import { type Session, shopifyApiLib, shopifyAppExpressLib } from './shopify-lib.js';

export const SHOPIFY_PATHS = {
  auth: '/api/auth',
  callback: '/api/auth/callback',
  tokenExchange: '/api/auth/token-exchange',
  webhooks: '/api/webhooks',
  billingReturn: '/api/billing/return',
} as const;

/** The pro plan as Shopify bills it: a whole number of US dollars every 30 days. */
const PRO_PLAN_USD_PER_30_DAYS = 29;

const SHOP_DETAILS_QUERY = 'query ShopDetails { shop { name ianaTimezone currencyCode } }';

/** The shop's staff (needs `read_users`), a page of 250 at a time. */
const STAFF_MEMBERS_QUERY = `query StaffMembers($after: String) {
  staffMembers(first: 250, after: $after) {
    nodes { id name email active }
    pageInfo { hasNextPage endCursor }
  }
}`;
/** At most this many pages (2,500 staff): more is not a shop's staff list. */
const STAFF_PAGES_MAX = 10;

/** Catalog reads at install before the token exchange answers: the shop's list and a few collections. */
const INSTALL_CATALOG_BOUNDS = { targetsPerRun: 6, pagesPerTarget: 8 };

/** The `sub` of a buyer's token (checkout, customer accounts): never a user of the app. */
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\//i;

interface OrdersPage {
  orders: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

/**
 * A failed Admin API call as the import sees it (decision 33): permanent when asking again
 * cannot help (no token, or a revoked one, a missing scope, a query Shopify refuses), else
 * worth another try later (throttled, a 5xx, the network).
 */
function orderHistoryError(error: unknown): OrderHistoryError {
  const { GraphqlQueryError, HttpResponseError, HttpRetriableError } = shopifyApiLib;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AppError) return new OrderHistoryError(message, true);
  if (error instanceof HttpRetriableError) return new OrderHistoryError(message, false);
  if (error instanceof HttpResponseError)
    return new OrderHistoryError(message, [401, 402, 403, 404, 423].includes(error.response.code));
  if (error instanceof GraphqlQueryError) {
    const body = error.body as { errors?: { graphQLErrors?: { extensions?: { code?: string } }[] } };
    const codes = (body?.errors?.graphQLErrors ?? []).map((e) => e.extensions?.code);
    return new OrderHistoryError(message, !codes.includes('THROTTLED'));
  }
  return new OrderHistoryError(message, false);
}

interface StaffMembersPage {
  staffMembers: {
    nodes: { id: string; name: string; email: string | null; active: boolean }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

export interface ShopifyDeps {
  config: Config;
  services: ServiceDeps;
  secretBox: SecretBox;
  logger: Logger;
}

/**
 * Everything Shiftbook does with Shopify, built once from the config: the shopify-app-express
 * object (OAuth, token exchange, webhook HMAC checks), the encrypted session storage, session
 * token verification for `/v1`, and billing. Only built when the Shopify credentials are set.
 */
export function createShopify({ config, services, secretBox, logger }: ShopifyDeps) {
  const { ApiVersion, BillingInterval, LogSeverity } = shopifyApiLib;
  const appUrl = new URL(config.SHOPIFY_APP_URL!);
  const billingIsTest = config.NODE_ENV !== 'production';
  // The drizzle session storage of the database's dialect, its tokens sealed.
  const sessionStorage = encryptedSessionStorage(createShopifySessionStorage(services.db), secretBox);

  const fetchShopDetails = async (session: Session): Promise<ShopDetails> => {
    const client = new app.api.clients.Graphql({ session });
    const response = await client.request<{
      shop: { name: string; ianaTimezone: string; currencyCode: string };
    }>(SHOP_DETAILS_QUERY);
    const shop = response.data?.shop;
    return {
      domain: session.shop,
      name: shop?.name ?? null,
      timezone: shop?.ianaTimezone ?? 'UTC',
      currency: shop?.currencyCode ?? 'USD',
      scopes: (session.scope ?? '').split(','),
    };
  };

  const app = shopifyAppExpressLib.shopifyApp({
    api: {
      apiKey: config.SHOPIFY_API_KEY!,
      apiSecretKey: config.SHOPIFY_API_SECRET!,
      scopes: config.SHOPIFY_SCOPES.split(','),
      hostScheme: appUrl.protocol === 'http:' ? 'http' : 'https',
      hostName: appUrl.host,
      apiVersion: ApiVersion.October26,
      isEmbeddedApp: true,
      billing: {
        pro: {
          lineItems: [
            { amount: PRO_PLAN_USD_PER_30_DAYS, currencyCode: 'USD', interval: BillingInterval.Every30Days },
          ],
        },
      },
      logger: {
        level: LogSeverity.Warning,
        log: (severity, message) => {
          if (severity <= LogSeverity.Error) logger.error(message, { source: 'shopify' });
          else logger.warn(message, { source: 'shopify' });
        },
      },
    },
    auth: { path: SHOPIFY_PATHS.auth, callbackPath: SHOPIFY_PATHS.callback },
    webhooks: { path: SHOPIFY_PATHS.webhooks },
    sessionStorage,
    future: { tokenExchange: true },
    hooks: {
      // Runs after the OAuth callback and after a token exchange that stored a new session.
      // Shopify is asked first: installShop's transaction never waits on the network.
      afterAuth: async ({ session }) => {
        await installShop(services, await fetchShopDetails(session));
        // The offline token has arrived: the catalog's reads that install asked for (decision 67),
        // a few before the admin loads; the sweep reads the rest of a large shop within a minute.
        await refreshCatalog(services, catalogReader, logger, session.shop, INSTALL_CATALOG_BOUNDS);
      },
    },
  });

  const loadOfflineSession = async (shopDomain: string): Promise<Session> => {
    const session = await sessionStorage.loadSession(app.api.session.getOfflineId(shopDomain));
    if (!session?.accessToken) {
      throw new AppError(
        'state_conflict',
        'Shiftbook holds no Shopify access token for this shop: open it from the Shopify admin to reconnect.',
      );
    }
    return session;
  };

  const catalogReader = shopifyCatalogReader({
    offlineSession: async (shopDomain) =>
      (await sessionStorage.loadSession(app.api.session.getOfflineId(shopDomain))) ?? undefined,
    async request(session, query, variables) {
      const client = new app.api.clients.Graphql({ session });
      return (await client.request(query, { variables })).data;
    },
  });

  const billing: Billing = {
    async requestPro(shopDomain) {
      const session = await loadOfflineSession(shopDomain);
      const returnUrl = new URL(SHOPIFY_PATHS.billingReturn, appUrl);
      returnUrl.searchParams.set('shop', shopDomain);
      const confirmationUrl = await app.api.billing.request({
        session,
        plan: 'pro',
        isTest: billingIsTest,
        returnUrl: returnUrl.href,
      });
      return confirmationUrl as unknown as string;
    },
    async hasActivePro(shopDomain) {
      const session = await loadOfflineSession(shopDomain);
      const active = await app.api.billing.check({ session, plans: ['pro'], isTest: billingIsTest });
      return active === true;
    },
  };

  const staffDirectory: ShopifyStaffDirectory = {
    async list(shopDomain) {
      const session = await loadOfflineSession(shopDomain);
      // The scope the shop granted, as install and `app/scopes_update` recorded it.
      if (!(session.scope ?? '').split(',').includes('read_users')) return { granted: false, members: [] };
      const client = new app.api.clients.Graphql({ session });
      const members: ShopifyStaffMember[] = [];
      let after: string | null = null;
      for (let page = 0; page < STAFF_PAGES_MAX; page++) {
        const response: { data?: StaffMembersPage } = await client.request<StaffMembersPage>(
          STAFF_MEMBERS_QUERY,
          {
            variables: { after },
          },
        );
        const connection = response.data?.staffMembers;
        for (const node of connection?.nodes ?? []) {
          const id = numericStaffMemberId(node.id);
          if (id) members.push({ id, name: node.name, email: node.email ?? null, active: node.active });
        }
        if (!connection?.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      return { granted: true, members };
    },
  };

  const orderHistory: ShopifyOrderHistory = {
    async page(shopDomain, { since, after }) {
      const session = await loadOfflineSession(shopDomain).catch((error: unknown) => {
        throw orderHistoryError(error);
      });
      // The scopes the shop granted, as install and `app/scopes_update` recorded them.
      const scopes = (session.scope ?? '').split(',');
      if (!grantsOrders(scopes)) return { granted: false };
      const query = orderHistoryQuery({
        staff: scopes.includes('read_users'),
        locations: scopes.some((scope) => /^(read|write)_(locations|inventory)$/.test(scope)),
      });
      try {
        const client = new app.api.clients.Graphql({ session });
        const response = await client.request<OrdersPage>(query, {
          variables: { after, query: orderHistorySearch(since) },
        });
        const connection = response.data?.orders;
        if (!connection) throw new Error('Shopify answered without an orders connection');
        const { hasNextPage, endCursor } = connection.pageInfo;
        return { granted: true, nodes: connection.nodes, hasNextPage, endCursor };
      } catch (error) {
        throw orderHistoryError(error);
      }
    },
  };

  /**
   * Verifies a session token of the embedded admin (App Bridge) or of POS, as Shopify's own
   * `authenticate.public.pos` does (decision 31): HS256 with the API secret and `exp`/`nbf` with
   * 10 s leeway, through shopify-api's `decodeSessionToken` without its audience check; the shop
   * is the host of `dest`, and `sub` names the user. `aud` and `iss` are not compared: POS issues
   * an OpenID Connect ID token whose `iss` and `aud` no document pins down, and only Shopify
   * holds the secret that signs it for this app, so they would refuse real taps and prove
   * nothing the signature does not. A `sub` that is a customer (the tokens of checkout and
   * customer account extensions, signed with the same secret) is never a user of the app.
   */
  const verifySessionToken = async (token: string): Promise<SessionClaims> => {
    try {
      const payload = await app.api.session.decodeSessionToken(token, { checkAudience: false });
      const shop = app.api.utils.sanitizeShop(new URL(payload.dest).hostname);
      const user = typeof payload.sub === 'string' ? payload.sub : '';
      if (!shop || user === '' || CUSTOMER_GID.test(user)) throw new Error('bad claims');
      return { shopDomain: shop, userId: user };
    } catch {
      // App Bridge fetches a fresh token and retries when it sees this header.
      throw new AppError('unauthorized', 'The session token is invalid or has expired.', {
        headers: {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
          'X-Shopify-Retry-Invalid-Session-Request': '1',
        },
      });
    }
  };

  return {
    app,
    sessionStorage,
    billing,
    staffDirectory,
    orderHistory,
    catalogReader,
    verifySessionToken,
    fetchShopDetails,
    appUrl,
  };
}
export type ShopifyIntegration = ReturnType<typeof createShopify>;
