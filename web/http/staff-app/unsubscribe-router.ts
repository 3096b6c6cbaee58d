import express, { type Response, type Router } from 'express';
import type { StaffAppDeps } from '../../services/deps.js';
import { escapeHtml, htmlPage } from '../../services/notifications/templates/layout.js';
import {
  type UnsubscribeSubject,
  unsubscribe,
  unsubscribeSubject,
} from '../../services/notifications/unsubscribe.js';

/** The page has no script and loads nothing; its form posts back to itself. */
const UNSUBSCRIBE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** How each kind is named to the person who receives it. */
const KIND_WORDS: Record<UnsubscribeSubject['kind'], string> = {
  schedule: 'schedule',
  reminder: 'shift reminder',
  time_off: 'time off decision',
  pay: 'approved hours',
};

function sendPage(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set('Content-Security-Policy', UNSUBSCRIBE_CSP)
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(htmlPage(title, body));
}

function sendUnknown(res: Response): void {
  sendPage(
    res,
    404,
    'Link not found',
    '<h1 style="font-size:20px">This link does not work</h1><p>It may be mistyped, or the account it was for no longer exists.</p>',
  );
}

const BUTTON_STYLE =
  'padding:12px 20px;background:#008060;color:#ffffff;border:0;border-radius:8px;font-size:16px;cursor:pointer';

/**
 * `/unsubscribe/{token}` (SPEC §16, RFC 8058; decision 58). `POST` turns that kind of email
 * off for that person: no cookie, Origin or JSON, since a mail provider sends it with the form
 * body `List-Unsubscribe=One-Click` (the body is not required: the token alone says what to
 * do). `GET` only shows a confirm page whose button posts, because mail scanners follow links.
 * An unknown token is a 404 either way.
 */
export function unsubscribeRouter(deps: StaffAppDeps): Router {
  const router = express.Router();
  router.get('/unsubscribe/:token', async (req, res) => {
    const subject = await unsubscribeSubject(deps, req.params.token);
    if (!subject) return sendUnknown(res);
    const words = KIND_WORDS[subject.kind];
    sendPage(
      res,
      200,
      `Stop ${words} emails`,
      `<h1 style="font-size:20px">Stop ${escapeHtml(words)} emails?</h1><p>${escapeHtml(subject.staffName)}, you will no longer get ${escapeHtml(words)} emails from ${escapeHtml(subject.shopName)}. You can turn them back on in the staff app.</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${BUTTON_STYLE}">Unsubscribe</button></form>`,
    );
  });
  router.post('/unsubscribe/:token', async (req, res) => {
    const subject = await unsubscribe(deps, req.params.token);
    if (!subject) return sendUnknown(res);
    const words = KIND_WORDS[subject.kind];
    sendPage(
      res,
      200,
      'Unsubscribed',
      `<h1 style="font-size:20px">Done</h1><p>${escapeHtml(subject.staffName)}, you will no longer get ${escapeHtml(words)} emails from ${escapeHtml(subject.shopName)}. You can turn them back on in the staff app.</p>`,
    );
  });
  return router;
}
