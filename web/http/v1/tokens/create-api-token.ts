import { z } from 'zod';
import { SCOPES } from '../../../domain/tokens/scopes.js';
import { issueApiToken } from '../../../services/tokens/manage-api-tokens.js';
import { CreatedApiTokenSchema } from '../../../services/views/api-token-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const CreateApiTokenBody = z.strictObject({
  name: PlainText.trim().min(1).max(200),
  scopes: z.array(z.enum(SCOPES)).min(1, 'must name at least one scope'),
  expires_at: StoredInstant.nullable().optional(),
});

/** `POST /v1/tokens`: the answer shows the token once; only its hash is kept. */
export const createApiToken = defineRoute({
  method: 'post',
  path: '/v1/tokens',
  scope: 'write_tokens',
  tag: 'API tokens',
  summary: 'Create an API token; the answer shows it once',
  body: CreateApiTokenBody,
  example: { name: 'Payroll export', scopes: ['read_payroll'] },
  response: CreatedApiTokenSchema,
  status: 201,
  errors: ['out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateApiTokenBody, req);
    const token = await issueApiToken(deps, principalOf(req), {
      name: body.name,
      scopes: body.scopes,
      // Absent takes the creator's expiry; null asks for none (decision 0013).
      expiresAt: body.expires_at,
    });
    res.status(201).location(`/v1/tokens/${token.id}`).json(token);
  },
});
