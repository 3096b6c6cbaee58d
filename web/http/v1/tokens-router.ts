import { Router } from 'express';
import { z } from 'zod';
import { SCOPES } from '../../domain/tokens/scopes.js';
import {
  getApiToken,
  issueApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../services/manage-api-tokens.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { DEFAULT_LIMIT, Instant, ListQuery } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const CreateApiTokenBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  scopes: z.array(z.enum(SCOPES)).min(1, 'must name at least one scope'),
  expires_at: Instant.nullable().optional(),
});

const { format: _format, ...pageParams } = ListQuery;
export const ApiTokenListQuery = z.strictObject(pageParams);

/** SPEC section 6: managing tokens takes `write_tokens`, listing included. */
export function tokensRouter(deps: V1Deps): Router {
  const router = Router();
  router.use('/tokens', requireScope('write_tokens'));

  router.get('/tokens', (req, res) => {
    const query = parseQuery(ApiTokenListQuery, req);
    const page = { limit: query.limit ?? DEFAULT_LIMIT, startingAfter: query.starting_after };
    res.json(listApiTokens(deps, principalOf(req).shopId, page));
  });

  router.post('/tokens', (req, res) => {
    const body = parseBody(CreateApiTokenBody, req);
    const token = issueApiToken(deps, principalOf(req), {
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expires_at ?? null,
    });
    res.status(201).location(`/v1/tokens/${token.id}`).json(token);
  });

  router.get('/tokens/:id', (req, res) => {
    res.json(getApiToken(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.delete('/tokens/:id', (req, res) => {
    const id = req.params.id as string;
    revokeApiToken(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'api_token', deleted: true });
  });

  return router;
}
