import { createHash, hash } from 'node:crypto';
import { randomBase62 } from '../ids.js';

/**
 * API tokens look like `sbk_` + 32 random base62 characters + a 6-character checksum, so a
 * typo or a token of another product is refused before any database work, and secret scanners
 * can recognise them.
 */
const TOKEN_PATTERN = /^sbk_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

function checksum(body: string): string {
  const digest = createHash('sha256').update(`sbk_${body}`).digest();
  let out = '';
  for (let i = 0; i < 6; i++)
    out += '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[digest[i]! % 62];
  return out;
}

export function generateApiToken(): string {
  const body = randomBase62(32);
  return `sbk_${body}${checksum(body)}`;
}

export function isWellFormedApiToken(token: string): boolean {
  const match = TOKEN_PATTERN.exec(token);
  return match !== null && checksum(match[1]!) === match[2];
}

/** Tokens are stored only as this hash. */
export function hashApiToken(token: string): string {
  return hash('sha256', token, 'hex');
}
