import type { ApiTokenRow } from '../../db/repositories/api-tokens-repository.js';
import { isScope, type Scope } from '../../domain/tokens/scopes.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

/** A token as listed: never the token itself, never its hash. */
export function apiTokenView(row: ApiTokenRow) {
  return {
    id: row.id,
    object: 'api_token' as const,
    name: row.name,
    scopes: row.scopes.split(' ').filter(isScope) as Scope[],
    /** Effective: never later than the token it was made with (decision 0013). */
    expires_at: formatOptionalInstant(row.expiresAt),
    /** `tok_…` for a token made with another token (ending that one ends this), `user:…` or `cli`. */
    created_by: row.createdBy,
    last_used_at: formatOptionalInstant(row.lastUsedAt),
    revoked_at: formatOptionalInstant(row.revokedAt),
    created_at: formatInstant(row.createdAt),
  };
}
export type ApiTokenView = ReturnType<typeof apiTokenView>;
