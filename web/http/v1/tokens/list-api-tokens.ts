import { z } from 'zod';
import { listApiTokens as list } from '../../../services/tokens/manage-api-tokens.js';
import { ApiTokenSchema, type ApiTokenView } from '../../../services/views/api-token-view.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';

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

/** `GET /v1/tokens` (SPEC §6: managing tokens takes `write_tokens`, listing included). */
export const listApiTokens = defineRoute({
  method: 'get',
  path: '/v1/tokens',
  scope: 'write_tokens',
  tag: 'API tokens',
  summary: 'List API tokens (never the tokens themselves)',
  query: ApiTokenListQuery,
  response: listSchema(ApiTokenSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(ApiTokenListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }));
      await sendCsv(res, 'api-tokens.csv', API_TOKEN_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, principalOf(req).shopId, page));
  },
});
