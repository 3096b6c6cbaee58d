import type { RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * SPEC §15: a write that a cookie authenticates must come from the staff app itself: its
 * `Origin` is the app URL's origin, else `403 origin_mismatch` before anything runs. With
 * `SameSite=Lax` a foreign site cannot send the cookie on a cross-site POST anyway; this is the
 * second lock, and it also refuses a same-site sibling (another app on a subdomain).
 */
export function requireStaffAppOrigin(appUrl: string): RequestHandler {
  const expected = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (!WRITES.has(req.method) || req.get('origin') === expected) {
      next();
      return;
    }
    next(
      new AppError(
        'origin_mismatch',
        'This request must come from the staff app (its Origin header did not match).',
      ),
    );
  };
}
