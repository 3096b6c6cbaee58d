import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: sign-in tokens, session cookies and calendar secrets (SPEC §15). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256 in hex. 256 random bits need no slow hash. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long what the staff app hands out lasts (ms). */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
export const INVITE_MS = 7 * 24 * 60 * 60 * 1000;
export const STAFF_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
