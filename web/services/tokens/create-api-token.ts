import { newId } from '../../domain/ids.js';
import { generateApiToken, hashApiToken } from '../../domain/tokens/api-token.js';
import type { Scope } from '../../domain/tokens/scopes.js';
import type { Actor, ServiceDeps } from '../deps.js';

export interface CreateApiTokenInput {
  name: string;
  scopes: Scope[];
  /** The effective expiry (ms), already bounded by the parent's; null = never. */
  expiresAt: number | null;
  /** The token it is made with (revoking it revokes this one); none for the admin or the CLI. */
  parentId?: string | null;
}

export interface CreatedApiToken {
  id: string;
  /** Shown once; only its hash is stored. */
  token: string;
}

export async function createApiToken(
  deps: ServiceDeps,
  shopId: string,
  input: CreateApiTokenInput,
  actor: Actor,
): Promise<CreatedApiToken> {
  const now = deps.now();
  const token = generateApiToken();
  const row = await deps.db.transaction(() =>
    deps.repos.apiTokens.insert({
      id: newId('tok', now),
      shopId,
      name: input.name,
      tokenHash: hashApiToken(token),
      scopes: [...new Set(input.scopes)].join(' '),
      expiresAt: input.expiresAt,
      parentId: input.parentId ?? null,
      createdBy: actor,
      createdAt: now,
    }),
  );
  return { id: row.id, token };
}
