import { type ClockReading, cachePerDatabase, FreshCache } from '../../db/change-clock.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { AppError } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { newSecretToken, STAFF_SESSION_MS, tokenHash } from '../../domain/staff-app/secret-token.js';
import type { ServiceDeps } from '../deps.js';
import { type StaffSessionView, staffSessionView } from '../views/me-view.js';

/** Who a live staff app session belongs to. */
export interface StaffPrincipal {
  shop: ShopRow;
  staff: StaffRow;
}

function linkExpired(): AppError {
  return new AppError(
    'link_expired',
    'This sign-in link was used, replaced or has expired. Ask for a new one.',
  );
}

/**
 * `POST /staff-auth/session`: spends the link (once, whoever races for it) and opens a 30-day
 * session whose cookie value is answered once and stored as a hash. A link of a staff member
 * deactivated, or of a shop uninstalled, since it was sent is as dead as an expired one.
 */
export async function startStaffSession(
  deps: ServiceDeps,
  token: string,
): Promise<{ cookie: string; view: StaffSessionView }> {
  return deps.db.transaction(async () => {
    const now = deps.now();
    const link = await deps.repos.staffAuth.spendLink(tokenHash(token), now);
    if (!link) throw linkExpired();
    const shop = await deps.repos.shops.findById(link.shopId);
    const staff = shop && (await deps.repos.staff.findById(shop.id, link.staffId));
    if (shop?.status !== 'active' || !staff?.active) throw linkExpired();
    const cookie = newSecretToken();
    await deps.repos.staffAuth.insertSession({
      id: newId('ses', now),
      shopId: shop.id,
      staffId: staff.id,
      tokenHash: tokenHash(cookie),
      expiresAt: now + STAFF_SESSION_MS,
      createdAt: now,
    });
    const signedIn = await deps.repos.staff.update(shop.id, staff.id, {
      lastSignInAt: now,
      updatedAt: staff.updatedAt,
    });
    return { cookie, view: staffSessionView(signedIn, shop) };
  });
}

/**
 * The tables a session's person is read from. The cache below empties when one of them may have
 * changed (decisions 18 and 42): a sign-out, a deactivation, an email change or an uninstall is
 * a write to one of them, so the very next request reads the rows again, on every instance.
 */
const SESSION_TABLES = ['staff_sessions', 'shops', 'staff'] as const;
const MAX_CACHED_SESSIONS = 10_000;

interface CachedSession {
  principal: StaffPrincipal;
  expiresAt: number;
}

const sessionCacheOf = cachePerDatabase(() => new FreshCache<CachedSession>(MAX_CACHED_SESSIONS));

/**
 * The person of a live session, or undefined (unknown, expired, ended, inactive, uninstalled).
 * Every `/v1/me` request asks, so the answer is cached by the cookie's hash until the session,
 * the shop or the staff table may have changed, as `reading` (taken after the request arrived)
 * tells; expiry is checked against the clock on every use. A cached person comes without a
 * promise, so the request goes on in the same turn; requests for one session that miss together
 * share one read.
 */
export function staffOfSession(
  deps: ServiceDeps,
  cookie: string,
  reading: ClockReading,
): StaffPrincipal | undefined | Promise<StaffPrincipal | undefined> {
  const hash = tokenHash(cookie);
  // Asked before the reads: a write committed while they run moves the clock past it.
  const epoch = reading.epoch(SESSION_TABLES);
  const found = sessionCacheOf(deps.db).getOrRead(epoch, hash, () => readSession(deps, hash));
  if (found instanceof Promise) return found.then((session) => session && liveOf(session, deps.now()));
  return liveOf(found, deps.now());
}

function liveOf(cached: CachedSession, now: number): StaffPrincipal | undefined {
  return cached.expiresAt > now ? cached.principal : undefined;
}

async function readSession(deps: ServiceDeps, hash: string): Promise<CachedSession | undefined> {
  const session = await deps.repos.staffAuth.findSession(hash, deps.now());
  if (!session) return undefined;
  const shop = await deps.repos.shops.findById(session.shopId);
  if (shop?.status !== 'active') return undefined;
  const staff = await deps.repos.staff.findById(shop.id, session.staffId);
  if (!staff?.active) return undefined;
  return { principal: Object.freeze({ shop, staff }), expiresAt: session.expiresAt };
}

/** `POST /staff-auth/logout`: the session ends; an unknown one is already ended. */
export async function endStaffSession(deps: ServiceDeps, cookie: string): Promise<void> {
  await deps.repos.staffAuth.deleteSession(tokenHash(cookie));
}
