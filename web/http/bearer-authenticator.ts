import type { ServiceDeps } from '../services/deps.js';
import {
  authenticateSessionUser,
  type SessionClaims,
} from '../services/tokens/authenticate-session-token.js';
import { authenticateApiToken } from '../services/tokens/authenticate-token.js';
import type { Authenticator } from './middleware/authenticate.js';

/** Three base64url segments: the shape of an App Bridge session token (a JWT). */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * One bearer credential, two kinds: API tokens (`sbk_…`) and, when Shopify is configured, the
 * embedded admin's session tokens, verified by `verifySessionToken` and acting for their shop
 * with every scope. Anything else is judged as an API token (and refused as malformed).
 */
export function bearerAuthenticator(
  deps: ServiceDeps,
  verifySessionToken?: (token: string) => Promise<SessionClaims>,
): Authenticator {
  return (credential) => {
    if (!verifySessionToken || credential.startsWith('sbk_') || !JWT_SHAPE.test(credential))
      return authenticateApiToken(deps, credential);
    return verifySessionToken(credential).then((claims) => authenticateSessionUser(deps, claims));
  };
}
