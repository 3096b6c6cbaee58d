import { expandScopes, type Scope } from './scopes.js';

/**
 * The rules that keep a token made with another token inside it (SPEC section 8, decision
 * 0013). Times are ms since the epoch; `null` is "never expires".
 */

export type ChildExpiry = { ok: true; expiresAt: number | null } | { ok: false; message: string };

/**
 * When a new token ends. `requested` is the body's `expires_at`: absent (`undefined`) takes the
 * creator's, `null` asks for a token that never expires. `creatorExpiresAt` is the creator's
 * effective expiry (null for the admin and the CLI, which bound nothing). A token may not end
 * later than its creator, so "never" under a creator that expires is refused like a later date.
 */
export function childExpiry(
  requested: number | null | undefined,
  creatorExpiresAt: number | null,
  now: number,
): ChildExpiry {
  if (requested === undefined) return { ok: true, expiresAt: creatorExpiresAt };
  if (requested !== null && requested <= now) return { ok: false, message: 'must be in the future' };
  if (creatorExpiresAt !== null && (requested === null || requested > creatorExpiresAt))
    return {
      ok: false,
      message: 'must not be later than the expires_at of the token that creates it (it may not outlive it)',
    };
  return { ok: true, expiresAt: requested };
}

/** The scopes of `granted`, with what they imply, that `held` lacks; empty when within. */
export function scopesBeyond(granted: Iterable<string>, held: ReadonlySet<Scope>): Scope[] {
  return [...expandScopes(granted)].filter((scope) => !held.has(scope));
}
