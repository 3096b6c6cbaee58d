import { AppError } from '../../domain/errors.js';
import { ALL_SCOPES } from '../../domain/tokens/scopes.js';
import type { ServiceDeps } from '../deps.js';
import type { Principal } from './authenticate-token.js';

/** What a verified App Bridge session token says: the shop (host of `dest`) and the user (`sub`). */
export interface SessionClaims {
  shopDomain: string;
  userId: string;
}

/**
 * A session token of the embedded admin acts for its shop with every scope (SPEC section 6),
 * as `user:<sub>` in audit logs. The shop must be installed: a token for a shop that never
 * installed Shiftbook, or has uninstalled it, is a 401.
 */
export async function authenticateSessionUser(deps: ServiceDeps, claims: SessionClaims): Promise<Principal> {
  const shop = await deps.repos.shops.findByDomain(claims.shopDomain);
  if (shop?.status !== 'active') {
    throw new AppError('unauthorized', `Shiftbook is not installed on ${claims.shopDomain}.`, {
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    });
  }
  return {
    shopId: shop.id,
    scopes: ALL_SCOPES,
    actor: `user:${claims.userId}`,
    tokenId: null,
    plan: shop.plan,
  };
}
