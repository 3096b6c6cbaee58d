/**
 * Where the kiosk's API token lives. A manager opens `/kiosk#<token>` once on the tablet; the
 * token is kept in localStorage (unlike the admin's sessionStorage) because the tablet must stay
 * set up across reloads, sleeps and restarts, and it is wiped from the address bar at once so it
 * is not left in the visible URL, the history entry or a bookmark. The fragment never reaches
 * the server or a Referer header in the first place.
 *
 * A link's token is only offered here: it is stored once the server has said what it is
 * (kiosk-link.ts), so a link never silently points a set-up tablet at another shop, and a
 * manager's token is never kept (issue 26).
 */
export const KIOSK_TOKEN_KEY = 'shiftbook.kiosk.token';

/** What the token storage needs of the browser, passed in so it is tested without a DOM. */
export interface TokenPlace {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState'>;
}

/** The tokens the page was opened with: a link's (not stored yet) and the tablet's stored one. */
export interface KioskLink {
  offered: string | null;
  stored: string | null;
}

// API tokens are short runs of URL-safe characters; anything else in the fragment is not one.
const TOKEN_SHAPE = /^[A-Za-z0-9_.-]{8,256}$/;

/** The token carried by a link's fragment (`#<token>`, or `#token=<token>`), else null. */
export function tokenInFragment(hash: string): string | null {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text).trim();
  } catch {
    return null;
  }
  text = text.replace(/^token=/, '');
  return TOKEN_SHAPE.test(text) ? text : null;
}

/**
 * The link's token and the stored one, read before anything renders. Any fragment is dropped
 * from the address bar (query kept) whatever becomes of its token; nothing is stored here.
 */
export function readKioskLink(place: TokenPlace): KioskLink {
  const { location } = place;
  const offered = location.hash ? tokenInFragment(location.hash) : null;
  if (location.hash) place.history.replaceState(null, '', `${location.pathname}${location.search}`);
  let stored: string | null = null;
  try {
    stored = place.storage.getItem(KIOSK_TOKEN_KEY) || null;
  } catch {
    // Storage refused (a private window, storage disabled): nothing stored.
  }
  return { offered, stored };
}

/** Keeps a token the kiosk has checked and adopted, for later loads. */
export function storeKioskToken(storage: Pick<Storage, 'setItem'>, token: string): void {
  try {
    storage.setItem(KIOSK_TOKEN_KEY, token);
  } catch {
    // Storage refused (a private window, storage disabled): the kiosk still works until reload.
  }
}

/** Called when the server refuses the token: a revoked or expired token is never tried again. */
export function forgetKioskToken(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(KIOSK_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
