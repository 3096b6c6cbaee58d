import { revokeApiToken as revoke } from '../../../services/tokens/manage-api-tokens.js';
import { principalOf } from '../../middleware/authenticate.js';
import { deletedSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentApiToken } from './get-api-token.js';

/** `DELETE /v1/tokens/{id}`: the token stops working with the next request. */
export const revokeApiToken = defineRoute({
  method: 'delete',
  path: '/v1/tokens/{id}',
  scope: 'write_tokens',
  tag: 'API tokens',
  summary: 'Revoke an API token; it stops working with the next request',
  response: deletedSchema('api_token'),
  current: currentApiToken,
  handler: (deps) => async (req, res) => {
    const id = req.params.id as string;
    await revoke(deps, principalOf(req), id);
    res.json({ id, object: 'api_token', deleted: true });
  },
});
