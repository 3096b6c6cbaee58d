import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * The staff app (SPEC §15) runs on staff's own phones, outside Shopify's admin: nobody may frame
 * it (a framing page could trick a tap on "Make a new link" or "Sign out"), and it loads only
 * its own files and talks only to this origin. Its session is an HttpOnly cookie that no script
 * can read; this policy also keeps an injected script from sending the page's data elsewhere.
 */
export const STAFF_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The app's own pages; anything else under /staff is a file of it or a 404. */
const PAGES = ['/staff', '/staff/sign-in'];

/**
 * Serves the staff app from the admin's build folder: its page (staff.html) at /staff and
 * /staff/sign-in, never cached, so a deploy shows at once; and its web manifest, icons and
 * service worker from dist/admin/staff. Its hashed script and style come from /assets like the
 * admin's. The service worker lives at /staff/sw.js and is allowed the scope /staff, so that
 * /staff itself (not only /staff/…) opens from the home screen through it.
 */
export function staffStatic(dir: string): Router {
  const router = Router();
  let html: string | undefined;
  const load = (): string | undefined => {
    if (html !== undefined) return html;
    const file = join(dir, 'staff.html');
    if (!existsSync(file)) return undefined;
    html = readFileSync(file, 'utf8');
    return html;
  };

  router.get(PAGES, (_req, res) => {
    const page = load();
    res.set('Cache-Control', 'no-cache');
    res.set('Content-Security-Policy', STAFF_CSP);
    res.set('Referrer-Policy', 'no-referrer');
    if (page === undefined) {
      res
        .status(404)
        .type('text/plain')
        .send('The staff app is not built: run `npm run build:admin` (`npm start` builds it first).\n');
      return;
    }
    res.type('html').send(page);
  });

  router.use(
    '/staff',
    express.static(join(dir, 'staff'), {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders(res, path) {
        if (path.endsWith('sw.js')) {
          // A browser checks its worker for updates itself; no cache in between may hold an old one.
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Service-Worker-Allowed', '/staff');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
  return router;
}
