import type { NextFunction, Request, RequestHandler } from 'express';
import { type ClockReading, changeClockOf } from '../../db/change-clock.js';
import { AppError } from '../../domain/errors.js';
import type { ServiceDeps } from '../../services/deps.js';
import { type StaffPrincipal, staffOfSession } from '../../services/staff-app/staff-sessions.js';
import type { Authenticator } from '../middleware/authenticate.js';
import { staffCookieOf } from './staff-cookie.js';

const BEARER = /^Bearer +([^\s]+) *$/i;

function sessionRequired(status: 401 | 403): AppError {
  return new AppError(
    'staff_session_required',
    status === 403
      ? "A shop's token cannot read a staff member's own data: sign in to the staff app instead."
      : 'Sign in to the staff app first (your session is missing or has ended).',
    { status },
  );
}

/**
 * `/v1/me…` (SPEC §15): the staff app's cookie is the only credential. No live session → 401
 * `staff_session_required`; a valid shop API or session token in its place → 403 with the
 * same code, so an integration learns it is the wrong door rather than a bad token.
 */
export function authenticateStaffSession(deps: ServiceDeps, bearer: Authenticator): RequestHandler {
  const refuse = async (req: Request) => {
    const credential = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (credential) {
      const valid = await Promise.resolve()
        .then(() => bearer(credential))
        .then(
          () => true,
          () => false,
        );
      if (valid) throw sessionRequired(403);
    }
    throw sessionRequired(401);
  };
  const admit = (req: Request, next: NextFunction, principal: StaffPrincipal | undefined) => {
    if (!principal) return refuse(req);
    req.staffPrincipal = principal;
    next();
  };
  const lookUp = (req: Request, next: NextFunction, cookie: string, reading: ClockReading) => {
    req.clockReading = reading;
    const principal = staffOfSession(deps, cookie, reading);
    if (principal instanceof Promise) return principal.then((found) => admit(req, next, found));
    return admit(req, next, principal);
  };
  return (req, _res, next) => {
    const cookie = staffCookieOf(req);
    if (!cookie) return refuse(req);
    // A cached session comes without a promise (on SQLite): the request goes on in the same turn.
    const reading = changeClockOf(deps.db).read();
    if (reading instanceof Promise) return reading.then((read) => lookUp(req, next, cookie, read));
    return lookUp(req, next, cookie, reading);
  };
}

/** The signed-in staff member; routes behind `authenticateStaffSession` always have one. */
export function staffPrincipalOf(req: Express.Request): StaffPrincipal {
  if (!req.staffPrincipal) throw sessionRequired(401);
  return req.staffPrincipal;
}
