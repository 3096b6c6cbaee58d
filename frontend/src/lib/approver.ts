import { ApiError } from '../api/api-error.js';
import { apiGet } from '../api/client.js';
import { sessionUserId } from '../api/session.js';
import type { ApiToken } from '../api/types.js';

/**
 * Who approved, in words, from `approved_by` (`tok_…`, `user:<id>` or `cli`): the token's name
 * (read through GET /v1/tokens/{id}, which the admin's session may always call), "you" for the
 * signed-in Shopify user, else the kind of approver. An id is never shown.
 */
export async function describeApprover(approvedBy: string | null): Promise<string> {
  if (approvedBy === null) return 'someone';
  if (approvedBy === 'cli') return 'the operator, from the command line';
  if (approvedBy.startsWith('user:')) {
    const me = await sessionUserId();
    return me !== null && approvedBy === `user:${me}` ? 'you' : 'a staff account in the Shopify admin';
  }
  if (approvedBy.startsWith('tok_')) {
    try {
      const token = await apiGet<ApiToken>(`/tokens/${approvedBy}`);
      return `the API token “${token.name}”${token.revoked_at ? ' (since revoked)' : ''}`;
    } catch (error) {
      // A token signed in without read_tokens cannot read names: say what it was, not its id.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return 'an API token';
      throw error;
    }
  }
  return 'someone';
}
