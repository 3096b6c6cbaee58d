import { Router } from 'express';
import { z } from 'zod';
import { SCOPES } from '../../domain/tokens/scopes.js';
import {
  getApiToken,
  issueApiToken,
  listApiTokens,
  revokeApiToken,
} from '../../services/tokens/manage-api-tokens.js';
import type { ApiTokenView } from '../../services/views/api-token-view.js';
import { allPages } from '../csv/all-pages.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { ListQuery, PlainText, pageRequested, StoredInstant } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const CreateApiTokenBody = z.strictObject({
  name: PlainText.trim().min(1).max(200),
  scopes: z.array(z.enum(SCOPES)).min(1, 'must name at least one scope'),
  expires_at: StoredInstant.nullable().optional(),
});

export const ApiTokenListQuery = z.strictObject(ListQuery);

const API_TOKEN_CSV: CsvColumn<ApiTokenView>[] = [
  { name: 'id', kind: 'text', value: (t) => t.id },
  { name: 'name', kind: 'text', value: (t) => t.name },
  { name: 'scopes', kind: 'text', value: (t) => t.scopes.join(' ') },
  { name: 'expires_at', kind: 'text', value: (t) => t.expires_at },
  { name: 'created_by', kind: 'text', value: (t) => t.created_by },
  { name: 'last_used_at', kind: 'text', value: (t) => t.last_used_at },
  { name: 'revoked_at', kind: 'text', value: (t) => t.revoked_at },
  { name: 'created_at', kind: 'text', value: (t) => t.created_at },
];

/** SPEC section 6: managing tokens takes `write_tokens`, listing included. */
export function tokensRouter(deps: V1Deps): Router {
  const router = Router();
  router.use('/tokens', requireScope('write_tokens'));

  router.get('/tokens', async (req, res) => {
    const query = parseQuery(ApiTokenListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => listApiTokens(deps, shopId, { limit: 100, startingAfter }));
      await sendCsv(res, 'api-tokens.csv', API_TOKEN_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await listApiTokens(deps, principalOf(req).shopId, page));
  });

  router.post('/tokens', async (req, res) => {
    const body = parseBody(CreateApiTokenBody, req);
    const token = await issueApiToken(deps, principalOf(req), {
      name: body.name,
      scopes: body.scopes,
      // Absent takes the creator's expiry; null asks for none (decision 0013).
      expiresAt: body.expires_at,
    });
    res.status(201).location(`/v1/tokens/${token.id}`).json(token);
  });

  router.get('/tokens/:id', async (req, res) => {
    res.json(await getApiToken(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.delete('/tokens/:id', async (req, res) => {
    const id = req.params.id as string;
    await revokeApiToken(deps, principalOf(req), id);
    res.json({ id, object: 'api_token', deleted: true });
  });

  return router;
}
