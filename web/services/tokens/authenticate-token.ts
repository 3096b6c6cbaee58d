import { type ChangeClock, cachePerDatabase, changeClockOf, FreshCache } from '../../db/change-clock.js';
import type { TokenGrant } from '../../db/repositories/api-tokens-repository.js';
import { AppError } from '../../domain/errors.js';
import { hashApiToken, isWellFormedApiToken } from '../../domain/tokens/api-token.js';
import { expandScopes, type Scope } from '../../domain/tokens/scopes.js';
import type { ServiceDeps } from '../deps.js';

export interface Principal {
  shopId: string;
  scopes: ReadonlySet<Scope>;
  /** Written to audit logs and `approved_by`. */
  actor: string;
  /** The API token, or null for a session (the embedded admin's user, `actor` `user:<sub>`). */
  tokenId: string | null;
  /** The shop's plan as read with the grant or session: its rate limit needs no read of its own. */
  plan: string;
}

/**
 * The caller within its shop, for rate budgets and idempotency keys: the token id, or
 * `user:<sub>` for a session. Always paired with `shopId`: one Shopify user (an agency, a
 * collaborator) acts in several shops, and is a separate caller in each (SPEC section 5).
 */
export function callerOf(principal: Principal): string {
  return principal.tokenId ?? principal.actor;
}

/** `last_used_at` is written at most this often per token (ms), so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** 401 for a token that is unknown, malformed, revoked or expired, as RFC 6750 words it. */
export function invalidToken(detail: string): AppError {
  return new AppError('unauthorized', detail, {
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });
}

interface CachedGrant {
  grant: TokenGrant;
  /** Shared by every request of the token while the grant is cached; frozen. */
  principal: Principal;
}

/**
 * The tables a grant is read from (`findGrantByHash`: the token joined with its shop). The
 * grant cache empties only when one of them may have changed, so on PostgreSQL it keeps its
 * grants through clock-ins and every other write (decision 0042). A table the grant comes to
 * read must be added here.
 */
const GRANT_TABLES = ['api_tokens', 'shops'] as const;

const MAX_CACHED_GRANTS = 10_000;

/** Grants by token hash, per database; emptied whenever the grant's tables may have changed. */
const grantCacheOf = cachePerDatabase(() => new FreshCache<CachedGrant>(MAX_CACHED_GRANTS));

/**
 * The grant of a token is cached by its hash until its token or shop may have changed (decisions
 * 0018 and 0042): a revocation, an uninstall or a plan change is a write to one of them, so the
 * very next request reads the row again, on PostgreSQL on every instance (decision 0025).
 * Expiry is checked against the clock on every use.
 */
export function authenticateApiToken(deps: ServiceDeps, token: string): Principal | Promise<Principal> {
  const clock = changeClockOf(deps.db);
  // Taken before the read: a write committed while the row is read moves the clock past it,
  // so what this read stores is dropped at the next request.
  const epoch = clock.epoch(GRANT_TABLES);
  return typeof epoch === 'number'
    ? authenticateAt(deps, clock, epoch, token)
    : epoch.then((at) => authenticateAt(deps, clock, at, token));
}

/**
 * The principal of `token` as of `epoch`: at once (no promise, no turn of the event loop) when
 * its grant is cached and needs no touch, which is what nearly every request of an integration
 * finds on SQLite.
 */
function authenticateAt(
  deps: ServiceDeps,
  clock: ChangeClock,
  epoch: number,
  token: string,
): Principal | Promise<Principal> {
  const hash = hashApiToken(token);
  const cached = grantCacheOf(deps.db).get(epoch, hash);
  if (cached === undefined) return readGrant(deps, clock, epoch, token, hash);
  return admit(deps, clock, epoch, cached);
}

async function readGrant(
  deps: ServiceDeps,
  clock: ChangeClock,
  epoch: number,
  token: string,
  hash: string,
): Promise<Principal> {
  if (!isWellFormedApiToken(token)) throw invalidToken('The access token is malformed.');
  const grant = await deps.repos.apiTokens.findGrantByHash(hash);
  if (!grant) throw invalidToken('The access token is not valid.');
  const principal: Principal = Object.freeze({
    shopId: grant.shopId,
    scopes: expandScopes(grant.scopes.split(' ')),
    actor: grant.id,
    tokenId: grant.id,
    plan: grant.shopPlan,
  });
  const cached: CachedGrant = { grant, principal };
  grantCacheOf(deps.db).set(epoch, hash, cached);
  return admit(deps, clock, epoch, cached);
}

/** The checks made on every use, against the clock; a touch of `last_used_at` at most once a minute. */
function admit(
  deps: ServiceDeps,
  clock: ChangeClock,
  epoch: number,
  { grant, principal }: CachedGrant,
): Principal | Promise<Principal> {
  if (grant.revokedAt !== null) throw invalidToken('The access token has been revoked.');
  const now = deps.now();
  if (grant.expiresAt !== null && grant.expiresAt <= now) throw invalidToken('The access token has expired.');
  if (grant.shopStatus !== 'active')
    throw invalidToken('The shop of this access token has uninstalled Shiftbook.');
  if (grant.lastUsedAt !== null && now - grant.lastUsedAt < TOUCH_INTERVAL_MS) return principal;
  // Set first, so the token's other requests in flight do not touch it again.
  grant.lastUsedAt = now;
  // A write of its own (the repository opens its transaction), which no cache depends on:
  // the clock accepts it as long as no other transaction ran since `epoch` was read.
  return deps.repos.apiTokens.touch(grant.id, now).then(() => {
    clock.absorbOwnWrite(epoch);
    return principal;
  });
}
