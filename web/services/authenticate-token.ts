import { AppError } from '../domain/errors.js';
import { hashApiToken, isWellFormedApiToken } from '../domain/tokens/api-token.js';
import { expandScopes, type Scope } from '../domain/tokens/scopes.js';
import type { ServiceDeps } from './deps.js';

export interface Principal {
  shopId: string;
  scopes: ReadonlySet<Scope>;
  /** Written to audit logs and `approved_by`. */
  actor: string;
  tokenId: string | null;
}

/** `last_used_at` is written at most this often per token (ms), so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

function invalidToken(detail: string): AppError {
  return new AppError('unauthorized', detail, {
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });
}

export function authenticateApiToken(deps: ServiceDeps, token: string): Principal {
  if (!isWellFormedApiToken(token)) throw invalidToken('The access token is malformed.');
  const grant = deps.repos.apiTokens.findGrantByHash(hashApiToken(token));
  if (!grant) throw invalidToken('The access token is not valid.');
  if (grant.revokedAt !== null) throw invalidToken('The access token has been revoked.');
  const now = deps.now();
  if (grant.expiresAt !== null && grant.expiresAt <= now) throw invalidToken('The access token has expired.');
  if (grant.shopStatus !== 'active')
    throw invalidToken('The shop of this access token has uninstalled Shiftbook.');
  if (grant.lastUsedAt === null || now - grant.lastUsedAt >= TOUCH_INTERVAL_MS)
    deps.repos.apiTokens.touch(grant.id, now);
  return {
    shopId: grant.shopId,
    scopes: expandScopes(grant.scopes.split(' ')),
    actor: grant.id,
    tokenId: grant.id,
  };
}
