import type { Page } from '../db/repositories/page.js';
import { AppError, invalidField, notFound, ruleViolation } from '../domain/errors.js';
import { expandScopes, type Scope } from '../domain/tokens/scopes.js';
import type { Principal } from './authenticate-token.js';
import { createApiToken } from './create-api-token.js';
import type { ServiceDeps } from './deps.js';
import { type ListResult, pageOf } from './list-page.js';
import { type ApiTokenView, apiTokenView } from './views/api-token-view.js';

export interface IssueApiTokenInput {
  name: string;
  scopes: Scope[];
  /** ms since the epoch, or null for a token that never expires. */
  expiresAt: number | null;
}

/**
 * Issues a token for the caller's shop. A token never holds more than its creator: every
 * requested scope, with what it implies, must already be the caller's (403 otherwise, as for
 * a missing scope, since it is the caller's authority that falls short, not the request).
 */
export function issueApiToken(
  deps: ServiceDeps,
  principal: Principal,
  input: IssueApiTokenInput,
): ApiTokenView & { token: string } {
  const beyond = [...expandScopes(input.scopes)].filter((scope) => !principal.scopes.has(scope));
  if (beyond.length > 0) {
    throw new AppError(
      'insufficient_scope',
      `A new token cannot hold scopes its creator lacks: ${beyond.join(', ')}.`,
      { errors: beyond.map(() => ({ field: 'scopes', message: 'beyond the scopes of the creating token' })) },
    );
  }
  if (input.expiresAt !== null && input.expiresAt <= deps.now())
    throw ruleViolation('expires_at', 'must be in the future');
  return deps.db.transaction(() => {
    const created = createApiToken(deps, principal.shopId, input, principal.actor);
    return { ...getApiToken(deps, principal.shopId, created.id), token: created.token };
  });
}

export function getApiToken(deps: ServiceDeps, shopId: string, id: string): ApiTokenView {
  const row = deps.repos.apiTokens.findById(shopId, id);
  if (!row) throw notFound('API token');
  return apiTokenView(row);
}

export function listApiTokens(deps: ServiceDeps, shopId: string, page: Page): ListResult<ApiTokenView> {
  if (page.startingAfter && !deps.repos.apiTokens.findById(shopId, page.startingAfter))
    throw invalidField('starting_after', 'No API token with that id to start after.');
  const result = pageOf(deps.repos.apiTokens.list(shopId, page), page.limit);
  return { ...result, data: result.data.map(apiTokenView) };
}

/** Revocation is checked on every request, so the token stops working with the next one. */
export function revokeApiToken(deps: ServiceDeps, shopId: string, id: string): void {
  deps.db.transaction(() => {
    if (!deps.repos.apiTokens.findById(shopId, id)) throw notFound('API token');
    deps.repos.apiTokens.revoke(shopId, id, deps.now());
  });
}
