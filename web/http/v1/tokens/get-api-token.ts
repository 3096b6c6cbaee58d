import { getApiToken as readApiToken } from '../../../services/tokens/manage-api-tokens.js';
import { ApiTokenSchema } from '../../../services/views/api-token-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A token as its GET answers it: what `If-Match` on its revocation is checked against. */
export const currentApiToken = currentById(readApiToken);

/** `GET /v1/tokens/{id}`. */
export const getApiToken = defineRoute({
  method: 'get',
  path: '/v1/tokens/{id}',
  scope: 'write_tokens',
  tag: 'API tokens',
  summary: 'An API token (never the token itself)',
  response: ApiTokenSchema,
  current: currentApiToken,
  handler: (deps) => async (req, res) => {
    res.json(await readApiToken(deps, principalOf(req).shopId, req.params.id as string));
  },
});
