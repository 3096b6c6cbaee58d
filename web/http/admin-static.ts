import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, Router } from 'express';
import { staffStatic } from './staff-static.js';

export interface AdminStaticOptions {
  /** Folder of the built admin (its index.html and assets/); default dist/admin at the project root. */
  dir?: string | undefined;
  /**
   * The Shopify API key when the Shopify routes are on: index.html then carries the App Bridge
   * script as the first thing in <head>, which Shopify requires of embedded apps.
   */
  shopifyApiKey?: string | undefined;
  /**
   * Whether a shop (its myshopify.com domain, lower case) has the app installed. Only such a
   * shop is named in `frame-ancestors`; default: none is.
   */
  isInstalledShop?: ((domain: string) => Promise<boolean>) | undefined;
}

export const DEFAULT_ADMIN_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/admin');

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;
// The staff app's paths are its own (staff-static.ts): an unknown one is a 404, never the admin.
const NOT_THE_ADMIN = /^\/(v1|api|healthz|staff|staff-auth|calendar|unsubscribe)(\/|$)/;
const APP_BRIDGE_MARKER = '<!--shopify-app-bridge-->';

const SHOPIFY_ADMIN = 'https://admin.shopify.com';

/**
 * The kiosk (SPEC §10) runs on a shop's tablet, never inside Shopify's admin, and holds its API
 * token in localStorage: nobody may frame it (a framing page could trick staff into taps), and
 * it loads only its own files and talks only to this origin, so an injected script or a link to
 * elsewhere has nowhere to send the token.
 */
export const KIOSK_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Who may frame the admin (SPEC section 8): Shopify's admin, plus the shop named by `?shop=`
 * when that shop has the app installed. Never a wildcard: any *.myshopify.com would let every
 * shop on the platform frame this one's admin (clickjacking from a store page an attacker owns).
 */
export async function frameAncestors(
  req: Request,
  isInstalledShop: (domain: string) => Promise<boolean>,
): Promise<string> {
  const named = typeof req.query.shop === 'string' ? req.query.shop.toLowerCase() : '';
  const shop = SHOP_DOMAIN.test(named) && (await isInstalledShop(named)) ? named : null;
  return shop ? `frame-ancestors ${SHOPIFY_ADMIN} https://${shop}` : `frame-ancestors ${SHOPIFY_ADMIN}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the built admin at `/`: hashed assets with a long cache, and index.html (never cached)
 * for every other GET that is not /v1, /api or /healthz, so the admin's own paths survive a
 * reload. Without a build, `/` answers a short note on how to make one.
 */
export function adminStatic(options: AdminStaticOptions = {}): Router {
  const dir = options.dir ?? DEFAULT_ADMIN_DIR;
  const isInstalledShop = options.isInstalledShop ?? (async () => false);
  const router = Router();
  let indexHtml: string | undefined;
  let kioskHtml: string | undefined;

  const loadIndex = (): string | undefined => {
    if (indexHtml !== undefined) return indexHtml;
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return undefined;
    const html = readFileSync(file, 'utf8');
    const appBridge = options.shopifyApiKey
      ? `<meta name="shopify-api-key" content="${escapeAttribute(options.shopifyApiKey)}" />\n    <script src="https://cdn.shopify.com/shopifycloud/app-bridge.js"></script>`
      : '';
    indexHtml = html.replace(APP_BRIDGE_MARKER, appBridge);
    return indexHtml;
  };

  const loadKiosk = (): string | undefined => {
    if (kioskHtml !== undefined) return kioskHtml;
    const file = join(dir, 'kiosk.html');
    if (!existsSync(file)) return undefined;
    kioskHtml = readFileSync(file, 'utf8');
    return kioskHtml;
  };

  // The time-clock kiosk, a page of its own built beside the admin; never the admin's shell.
  router.get('/kiosk', (_req, res) => {
    const html = loadKiosk();
    res.set('Cache-Control', 'no-store');
    if (html === undefined) {
      res
        .status(404)
        .type('text/plain')
        .send('The kiosk is not built: run `npm run build:admin` (`npm start` builds it first).\n');
      return;
    }
    res.set('Content-Security-Policy', KIOSK_CSP);
    res.set('Referrer-Policy', 'no-referrer');
    res.type('html').send(html);
  });

  // The icon the admin, the kiosk and /docs link to (frontend/public/favicon.svg, copied by
  // the build); browsers that ask for /favicon.ico on their own are sent to it.
  router.get('/favicon.svg', (_req, res, next) => {
    const file = join(dir, 'favicon.svg');
    if (!existsSync(file)) {
      next();
      return;
    }
    res.set('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(readFileSync(file));
  });
  router.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));

  // The staff app (SPEC §15), a page of its own built beside the admin.
  router.use(staffStatic(dir));

  router.use(
    '/assets',
    express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  );

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_ADMIN.test(req.path)) {
      next();
      return;
    }
    // A missing file (an old asset, a typo) is a 404, not the app shell.
    if (req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(req.path)) {
      next();
      return;
    }
    const html = loadIndex();
    if (html === undefined && req.path !== '/') {
      next();
      return;
    }
    // The page at / is framed only as the admin is, built or not.
    res.set('Content-Security-Policy', await frameAncestors(req, isInstalledShop));
    if (html === undefined) {
      res
        .type('text/plain')
        .send(
          'Shiftbook is running. The API is under /v1; see README.md.\n' +
            'The admin is not built: run `npm run build:admin` (`npm start` builds it first).\n',
        );
      return;
    }
    res.set('Cache-Control', 'no-store');
    res.type('html').send(html);
  });

  return router;
}
