import type { Request, Response } from 'express';
import { STAFF_SESSION_MS } from '../../domain/staff-app/secret-token.js';

/** SPEC §15: the staff app's session cookie. */
export const STAFF_COOKIE = 'shiftbook_staff';
const MAX_AGE_SECONDS = STAFF_SESSION_MS / 1000;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{1,128}$/;

/** The session cookie's value, when the request carries a well-formed one. */
export function staffCookieOf(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== STAFF_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return COOKIE_VALUE.test(value) ? value : undefined;
  }
  return undefined;
}

/** `Secure` only when the app URL is https: a plain-http development server could not set it. */
function attributes(appUrl: string, maxAge: number): string {
  const secure = appUrl.startsWith('https:') ? '; Secure' : '';
  return `HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
}

export function setStaffCookie(res: Response, appUrl: string, value: string): void {
  res.append('Set-Cookie', `${STAFF_COOKIE}=${value}; ${attributes(appUrl, MAX_AGE_SECONDS)}`);
}

export function clearStaffCookie(res: Response, appUrl: string): void {
  res.append('Set-Cookie', `${STAFF_COOKIE}=; ${attributes(appUrl, 0)}`);
}
