import type { RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';
import type { Scope } from '../../domain/tokens/scopes.js';
import type { Principal } from '../../services/tokens/authenticate-token.js';
import '../request-context.js';

/**
 * Resolves a bearer credential (API token or embedded-admin session token) to a principal; a
 * credential that does not resolve throws or rejects with the 401. A principal known at once (a
 * cached grant) comes without a promise, so the request goes on in the same turn.
 */
export type Authenticator = (credential: string) => Principal | Promise<Principal>;

const BEARER = /^Bearer +([^\s]+) *$/i;

export function authenticate(authenticator: Authenticator): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) {
      next(new AppError('unauthorized', 'Send an access token as "Authorization: Bearer <token>".'));
      return;
    }
    const match = BEARER.exec(header);
    if (!match) {
      next(
        new AppError('unauthorized', 'The Authorization header must be "Bearer <token>".', {
          headers: { 'WWW-Authenticate': 'Bearer error="invalid_request"' },
        }),
      );
      return;
    }
    // A refusal (thrown or rejected) reaches the problem handler through the chain.
    const principal = authenticator(match[1]!);
    if (!(principal instanceof Promise)) {
      req.principal = principal;
      next();
      return;
    }
    return principal.then((resolved) => {
      req.principal = resolved;
      next();
    });
  };
}

function insufficientScope(scope: Scope): AppError {
  return new AppError('insufficient_scope', `This request needs the ${scope} scope.`, {
    headers: { 'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
  });
}

export function requireScope(scope: Scope): RequestHandler {
  return (req, _res, next) => {
    next(req.principal?.scopes.has(scope) ? undefined : insufficientScope(scope));
  };
}

/** The scope the matched route's spec names (`req.routeSpec`, set by `mount-routes.ts`). */
export function requireRouteScope(): RequestHandler {
  return (req, _res, next) => {
    const scope = req.routeSpec!.scope;
    // A route without a scope is a staff session's, mounted apart (v1-router.ts): never here.
    if (!scope) throw new Error(`${req.routeSpec!.path} has no scope`);
    next(req.principal?.scopes.has(scope) ? undefined : insufficientScope(scope));
  };
}

/** The authenticated principal; routes behind `authenticate` always have one. */
export function principalOf(req: Express.Request): Principal {
  if (!req.principal) throw new AppError('unauthorized', 'Not authenticated.');
  return req.principal;
}
