import type { BoardShop, ClockBoard } from './clock-types.js';
import { ClockRequestError, fetchBoard } from './kiosk-api.js';
import type { KioskLink } from './kiosk-token.js';

/**
 * What a `/kiosk#<token>` link may do to a tablet (SPEC §10, issue 26). Before this, any link
 * replaced the stored token silently: one tap on a link or a QR code pointed a shop's tablet at
 * another shop, whose board looks the same, and a manager's token on a kiosk let every PIN,
 * wrong ones included, clock in. Now a link's token is checked with the server first:
 * - a token that can do more than the clock is refused and never stored;
 * - a token of another shop than the stored one replaces it only when someone at the tablet
 *   says so, on a screen naming both shops; the same shop's token replaces it silently (a
 *   manager setting the tablet up again);
 * - a token the server refuses is not kept, and the stored one stays.
 * Pure but for `checkKioskToken`'s request, so every path is tested without a browser.
 */

/** What the server says of a token, from one `GET /v1/clock` with it. */
export type TokenCheck =
  | { kind: 'board'; board: ClockBoard }
  /** 401: unknown, revoked or expired. */
  | { kind: 'refused' }
  /** 403: it cannot read the clock. */
  | { kind: 'no_scope' }
  /** No answer, or one that says nothing of the token (429, 5xx): ask again later. */
  | { kind: 'unreachable' };

/** The scopes a kiosk's token may hold: `write_clock` (which implies `read_clock`), no more. */
const CLOCK_SCOPES: ReadonlySet<string> = new Set(['read_clock', 'write_clock']);

/**
 * Whether scopes are a kiosk's. `too_much`: anything beyond the clock, such as a manager's
 * `write_timesheets`, which skips every PIN. `no_clock`: it cannot clock anyone in.
 */
export function scopeVerdict(scopes: readonly string[]): 'kiosk' | 'too_much' | 'no_clock' {
  if (scopes.some((scope) => !CLOCK_SCOPES.has(scope))) return 'too_much';
  return scopes.includes('write_clock') ? 'kiosk' : 'no_clock';
}

/** Why a link's token was not taken. */
export type LinkRefusal = 'too_much' | 'refused' | 'no_scope';

export type LinkDecision =
  /** No new token in the link (or the stored one again): carry on with the stored token. */
  | { kind: 'keep' }
  /** Store the link's token and use it. */
  | { kind: 'adopt' }
  /** The link is another shop's: ask before replacing. */
  | { kind: 'ask'; current: BoardShop; offered: BoardShop }
  | { kind: 'refuse'; reason: LinkRefusal }
  /** The server could not be asked: the link's token is neither taken nor refused yet. */
  | { kind: 'unreachable' };

/** What to do with a link's token, from the server's word on it and on the stored one. */
export function decideLink(offered: TokenCheck, stored: TokenCheck | null): LinkDecision {
  if (offered.kind === 'unreachable') return { kind: 'unreachable' };
  if (offered.kind === 'refused') return { kind: 'refuse', reason: 'refused' };
  if (offered.kind === 'no_scope') return { kind: 'refuse', reason: 'no_scope' };
  const verdict = scopeVerdict(offered.board.scopes);
  if (verdict === 'too_much') return { kind: 'refuse', reason: 'too_much' };
  if (verdict === 'no_clock') return { kind: 'refuse', reason: 'no_scope' };
  // Nothing worth keeping: no token, or one the server no longer takes.
  if (stored === null || stored.kind === 'refused' || stored.kind === 'no_scope') return { kind: 'adopt' };
  if (stored.kind === 'unreachable') return { kind: 'unreachable' };
  // A stored token that holds too much should never have been kept: nothing to protect.
  if (scopeVerdict(stored.board.scopes) !== 'kiosk') return { kind: 'adopt' };
  // Domains are unique; names are whatever a shop calls itself, another shop's included.
  if (stored.board.shop.domain === offered.board.shop.domain) return { kind: 'adopt' };
  return { kind: 'ask', current: stored.board.shop, offered: offered.board.shop };
}

/** Asks the server about a token: one board read, whose answer names the shop and the scopes. */
export async function checkKioskToken(
  token: string,
  readBoard: (token: string) => Promise<ClockBoard> = fetchBoard,
): Promise<TokenCheck> {
  try {
    return { kind: 'board', board: await readBoard(token) };
  } catch (error) {
    if (error instanceof ClockRequestError && error.status === 401) return { kind: 'refused' };
    if (error instanceof ClockRequestError && error.status === 403) return { kind: 'no_scope' };
    return { kind: 'unreachable' };
  }
}

/**
 * The decision on the page's link: the link's token and the stored one are checked together
 * (two board reads) only when the link brings a token other than the stored one.
 */
export async function settleKioskLink(
  link: KioskLink,
  check: (token: string) => Promise<TokenCheck> = (token) => checkKioskToken(token),
): Promise<LinkDecision> {
  if (link.offered === null || link.offered === link.stored) return { kind: 'keep' };
  const [offered, stored] = await Promise.all([
    check(link.offered),
    link.stored === null ? null : check(link.stored),
  ]);
  return decideLink(offered, stored);
}

/**
 * How a question names two shops: by name, or by domain when the names alike would hide which
 * is which (another shop may call itself anything, this one's name included).
 */
export function shopLabels(current: BoardShop, offered: BoardShop): { current: string; offered: string } {
  const alike = current.name.trim().toLowerCase() === offered.name.trim().toLowerCase();
  return alike
    ? { current: current.domain, offered: offered.domain }
    : { current: current.name, offered: offered.name };
}
