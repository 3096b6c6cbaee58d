import { createHash } from 'node:crypto';
import express, { type Router } from 'express';
import { z } from 'zod';
import { emailKey } from '../../domain/email/email-address.js';
import { AppError } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { StaffAppDeps } from '../../services/deps.js';
import { sendSignInLinks } from '../../services/staff-app/sign-in-links.js';
import { endStaffSession, startStaffSession } from '../../services/staff-app/staff-sessions.js';
import { jsonBody } from '../middleware/json-body.js';
import type { RateLimiter } from '../rate-limiter.js';
import { parseBody } from '../validate.js';
import { clearStaffCookie, setStaffCookie, staffCookieOf } from './staff-cookie.js';
import { requireStaffAppOrigin } from './staff-origin.js';

/** SPEC §15: link requests per address and per client IP in a 15-minute window. */
export const LINKS_PER_ADDRESS = 3;
export const LINKS_PER_IP = 30;

export const SignInLinkBody = z.strictObject({ email: z.string().max(1000) });
export const StaffSessionBody = z.strictObject({ token: z.string().max(200) });

export interface StaffAuthRouterOptions {
  deps: StaffAppDeps;
  logger: Logger;
  /** A limiter with a 15-minute window (decision 52); null only where tests want none. */
  linkLimiter: RateLimiter | null;
}

/** The address as a counter's name: hashed, so Redis never holds who asked. */
function addressSubject(address: string): string {
  return `addr:${createHash('sha256').update(emailKey(address.trim())).digest('base64url')}`;
}

/**
 * `/staff-auth/…` (SPEC §15): sign-in links, sessions and sign-out for the staff app. Outside
 * `/v1`: these are not API routes (no bearer token, no idempotency keys), they are the staff
 * app's door, and its cookie is set here.
 */
export function staffAuthRouter(options: StaffAuthRouterOptions): Router {
  const { deps, logger, linkLimiter } = options;
  const router = express.Router();
  const body = jsonBody();
  const origin = requireStaffAppOrigin(deps.staffApp.appUrl);

  router.post('/staff-auth/link', body, async (req, res) => {
    const { email } = parseBody(SignInLinkBody, req);
    if (linkLimiter) {
      const decision = await linkLimiter.consume([
        { name: 'address', subject: addressSubject(email), limit: LINKS_PER_ADDRESS },
        { name: 'ip', subject: `ip:${req.ip ?? 'unknown'}`, limit: LINKS_PER_IP },
      ]);
      if (decision && !decision.allowed) {
        throw new AppError('rate_limited', 'Too many sign-in links were asked for. Try again later.', {
          headers: { 'Retry-After': String(Math.max(1, decision.tightest.resetSeconds)) },
        });
      }
    }
    // Answered before the work: the same body at the same moment whether or not the address is
    // a staff member's, so neither the answer nor its timing tells (SPEC §15).
    res.status(202).json({ status: 'sent' });
    sendSignInLinks(deps, email).catch((error: unknown) =>
      logger.error('Sign-in link not sent', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  });

  router.post('/staff-auth/session', origin, body, async (req, res) => {
    const { token } = parseBody(StaffSessionBody, req);
    const { cookie, view } = await startStaffSession(deps, token);
    setStaffCookie(res, deps.staffApp.appUrl, cookie);
    res.status(200).json(view);
  });

  router.post('/staff-auth/logout', origin, async (req, res) => {
    const cookie = staffCookieOf(req);
    if (cookie) await endStaffSession(deps, cookie);
    clearStaffCookie(res, deps.staffApp.appUrl);
    res.status(204).end();
  });

  return router;
}
