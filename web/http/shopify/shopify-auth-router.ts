import { type Request, type Response, Router } from 'express';
import { AppError } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { ServiceDeps } from '../../services/deps.js';
import { installShop } from '../../services/shops/install-shop.js';
import { confirmProUpgrade } from '../../services/shops/shop-plan.js';
import { SHOPIFY_PATHS, type ShopifyIntegration } from './create-shopify.js';
import { shopifyApiLib } from './shopify-lib.js';

/**
 * Install and the return from billing.
 *
 * - The embedded admin installs by token exchange (Shopify-managed install): App Bridge sends
 *   its session token to `/api/auth/token-exchange`, which trades it for an offline access
 *   token and creates or reactivates the shop.
 * - `/api/auth?shop=` → Shopify → `/api/auth/callback` is the OAuth authorization-code install
 *   for links outside the admin. shopify-app-express turns its own OAuth routes off when token
 *   exchange is on, so these call shopify-api's `auth.begin` / `auth.callback` directly.
 */
export function shopifyAuthRouter(shopify: ShopifyIntegration, deps: ServiceDeps, logger: Logger): Router {
  const router = Router();
  const { api } = shopify.app;
  const adminUrl = (shop: string) => `https://${shop}/admin/apps/${api.config.apiKey}`;
  const shopParam = (req: Request): string => {
    const raw = typeof req.query.shop === 'string' ? req.query.shop : '';
    const shop = api.utils.sanitizeShop(raw);
    if (!shop)
      throw new AppError(
        'validation_error',
        'The shop parameter must be a shop domain such as my-shop.myshopify.com.',
      );
    return shop;
  };

  router.get(SHOPIFY_PATHS.auth, async (req, res) => {
    const shop = shopParam(req);
    await api.auth.begin({
      shop,
      callbackPath: SHOPIFY_PATHS.callback,
      isOnline: false,
      rawRequest: req,
      rawResponse: res,
    });
  });

  router.get(SHOPIFY_PATHS.callback, async (req, res) => {
    let session: Awaited<ReturnType<typeof api.auth.callback>>['session'];
    try {
      ({ session } = await api.auth.callback({ rawRequest: req, rawResponse: res }));
    } catch (error) {
      throw oauthProblem(error, logger);
    }
    await shopify.sessionStorage.storeSession(session);
    await shopify.app.config.hooks.afterAuth?.({ session });
    res.redirect(302, adminUrl(session.shop));
  });

  router.all(
    SHOPIFY_PATHS.tokenExchange,
    shopify.app.validateAuthenticatedSession(),
    async (_req, res: Response) => {
      const session = res.locals.shopify.session;
      // afterAuth runs only when a new access token was stored; a shop whose row was lost
      // in between (or is still marked uninstalled) is installed here.
      if ((await deps.repos.shops.findByDomain(session.shop))?.status !== 'active')
        await installShop(deps, await shopify.fetchShopDetails(session));
      res.json({ shop: session.shop, installed: true });
    },
  );

  router.get(SHOPIFY_PATHS.billingReturn, async (req, res) => {
    const shop = shopParam(req);
    const plan = await confirmProUpgrade(deps, shopify.billing, shop);
    logger.info('Returned from Shopify billing', { shop, plan });
    res.redirect(302, adminUrl(shop));
  });

  return router;
}

/** shopify-api's OAuth errors, as problems: none of them is the server's fault. */
function oauthProblem(error: unknown, logger: Logger): AppError {
  const { InvalidOAuthError, CookieNotFound, InvalidShopError, InvalidHmacError, BotActivityDetected } =
    shopifyApiLib;
  if (error instanceof CookieNotFound)
    return new AppError(
      'validation_error',
      'The OAuth state cookie is missing or expired: start the install again.',
    );
  if (
    error instanceof InvalidOAuthError ||
    error instanceof InvalidShopError ||
    error instanceof InvalidHmacError ||
    error instanceof BotActivityDetected
  )
    return new AppError(
      'validation_error',
      'The OAuth callback is not valid (HMAC, state, timestamp or shop).',
    );
  logger.error('OAuth callback failed', { error: error instanceof Error ? error.message : String(error) });
  return new AppError('service_unavailable', 'Shopify did not complete the install; try again.');
}
