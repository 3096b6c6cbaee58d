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
    expires_at: formatOptionalInstant(row.expiresAt),
    last_used_at: formatOptionalInstant(row.lastUsedAt),
    revoked_at: formatOptionalInstant(row.revokedAt),
    created_at: formatInstant(row.createdAt),
  };
}
export type ApiTokenView = ReturnType<typeof apiTokenView>;
