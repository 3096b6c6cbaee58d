import type { ApiTokenRow } from '../../db/repositories/api-tokens-repository.js';
import type { Page } from '../../db/repositories/page.js';
import { AppError, invalidField, notFound, ruleViolation } from '../../domain/errors.js';
import type { Scope } from '../../domain/tokens/scopes.js';
import { childExpiry, scopesBeyond } from '../../domain/tokens/token-chain.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { type ApiTokenView, apiTokenView } from '../views/api-token-view.js';
import { invalidToken, type Principal } from './authenticate-token.js';
import { createApiToken } from './create-api-token.js';

export interface IssueApiTokenInput {
  name: string;
  scopes: Scope[];
  /**
   * ms since the epoch; null asks for a token that never expires; absent (undefined) takes the
   * creator's expiry (never, for the admin).
   */
  expiresAt?: number | null | undefined;
}

/**
 * Issues a token for the caller's shop. A token never holds more than its creator: every
 * requested scope, with what it implies, must already be the caller's (403 otherwise, as for
 * a missing scope, since it is the caller's authority that falls short, not the request).
 * Nor does it outlive its creator (decision 0013): made with a token, it defaults to that
 * token's expiry, may not end later (422), and is stored with the creator as its parent, so
 * revoking the creator revokes it.
 */
export async function issueApiToken(
  deps: ServiceDeps,
  principal: Principal,
  input: IssueApiTokenInput,
): Promise<ApiTokenView & { token: string }> {
  const beyond = scopesBeyond(input.scopes, principal.scopes);
  if (beyond.length > 0) {
    throw new AppError(
      'insufficient_scope',
      `A new token cannot hold scopes its creator lacks: ${beyond.join(', ')}.`,
      { errors: beyond.map(() => ({ field: 'scopes', message: 'beyond the scopes of the creating token' })) },
    );
  }
  return deps.db.transaction(async () => {
    // Read again inside the write, under the shop's lock that revocations take too: a creator
    // revoked while this request waited (on the rate limiter, say), or being revoked on
    // another instance, would otherwise leave a child the revocation never saw.
    await deps.db.lockShop(principal.shopId);
    const now = deps.now();
    const creator =
      principal.tokenId === null ? null : await liveCreator(deps, principal.shopId, principal.tokenId, now);
    const expiry = childExpiry(input.expiresAt, creator?.expiresAt ?? null, now);
    if (!expiry.ok) throw ruleViolation('expires_at', expiry.message);
    const created = await createApiToken(
      deps,
      principal.shopId,
      { name: input.name, scopes: input.scopes, expiresAt: expiry.expiresAt, parentId: creator?.id ?? null },
      principal.actor,
    );
    return { ...(await getApiToken(deps, principal.shopId, created.id)), token: created.token };
  });
}

async function liveCreator(
  deps: ServiceDeps,
  shopId: string,
  tokenId: string,
  now: number,
): Promise<ApiTokenRow> {
  const row = await deps.repos.apiTokens.findById(shopId, tokenId);
  if (!row || row.revokedAt !== null) throw invalidToken('The access token has been revoked.');
  if (row.expiresAt !== null && row.expiresAt <= now) throw invalidToken('The access token has expired.');
  return row;
}

export async function getApiToken(deps: ServiceDeps, shopId: string, id: string): Promise<ApiTokenView> {
  const row = await deps.repos.apiTokens.findById(shopId, id);
  if (!row) throw notFound('API token');
  return apiTokenView(row);
}

export async function listApiTokens(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
): Promise<ListResult<ApiTokenView>> {
  if (page.startingAfter && !(await deps.repos.apiTokens.findById(shopId, page.startingAfter)))
    throw invalidField('starting_after', 'No API token with that id to start after.');
  const result = pageOf(await deps.repos.apiTokens.list(shopId, page), page.limit);
  return { ...result, data: result.data.map(apiTokenView) };
}

/**
 * Revokes the token and, in the same statement, every token made with it at any depth, so the
 * next request of any of them is a 401 (authentication reads one row). A caller revokes only a
 * token whose scopes are within its own (403 otherwise; itself included, since its scopes are
 * its own). The tokens below hold no scope the revoked one lacks, so they are within too.
 */
export async function revokeApiToken(deps: ServiceDeps, principal: Principal, id: string): Promise<void> {
  await deps.db.transaction(async () => {
    // The lock that issuing takes: no child of this token is being written meanwhile.
    await deps.db.lockShop(principal.shopId);
    const row = await deps.repos.apiTokens.findById(principal.shopId, id);
    if (!row) throw notFound('API token');
    const beyond = scopesBeyond(row.scopes.split(' '), principal.scopes);
    if (beyond.length > 0)
      throw new AppError(
        'insufficient_scope',
        `This token cannot revoke a token that holds scopes it lacks: ${beyond.join(', ')}.`,
      );
    await deps.repos.apiTokens.revoke(principal.shopId, id, deps.now());
  });
}
