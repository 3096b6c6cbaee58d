import { z } from 'zod';
import type { ApiTokenRow } from '../../db/repositories/api-tokens-repository.js';
import { isScope, SCOPES, type Scope } from '../../domain/tokens/scopes.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

export const ApiTokenSchema = z
  .object({
    id: Id('tok'),
    object: z.literal('api_token'),
    name: z.string(),
    scopes: z.array(z.enum(SCOPES)),
    expires_at: Timestamp.nullable().meta({
      description:
        'When it stops working: never later than the token it was made with, whose expiry or revocation ends it too.',
    }),
    created_by: z.string().nullable().meta({
      description:
        'Who made it: the id of the token it was made with (`tok_…`), `user:<id>` for the admin, or `cli`.',
      example: 'tok_…',
    }),
    last_used_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'ApiToken' });
export type ApiTokenView = z.output<typeof ApiTokenSchema>;

export const CreatedApiTokenSchema = ApiTokenSchema.extend({
  token: z.string().meta({ description: 'The secret, shown in this answer only.', example: 'sbk_…' }),
}).meta({ id: 'CreatedApiToken' });

/** A token as listed: never the token itself, never its hash. */
export function apiTokenView(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    object: 'api_token',
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
