import express, { type Router } from 'express';
import { AppError } from '../../domain/errors.js';
import type { StaffAppDeps } from '../../services/deps.js';
import { calendarFeed } from '../../services/staff-app/staff-calendar.js';

/** A secret as `newSecretToken` makes it: 43 base64url characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * `GET /calendar/{secret}.ics` (SPEC §15): no auth but the secret in the path, which calendar
 * apps poll. `private`: a shared cache must not keep one person's shifts.
 */
export function calendarFeedRouter(deps: StaffAppDeps): Router {
  const router = express.Router();
  router.get('/calendar/:file', async (req, res) => {
    const file = req.params.file;
    const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const body = SECRET.test(secret) ? await calendarFeed(deps, secret) : undefined;
    if (body === undefined) throw new AppError('not_found', 'There is no calendar at this address.');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.type('text/calendar; charset=utf-8').send(body);
  });
  return router;
}
