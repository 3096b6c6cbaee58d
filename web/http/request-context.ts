import type { Principal } from '../services/tokens/authenticate-token.js';

declare global {
  namespace Express {
    interface Request {
      /** `req_…`, echoed as `X-Request-Id` and in every problem. */
      id: string;
      /** Set by the auth middleware on `/v1`. */
      principal?: Principal;
    }
  }
}
