import { randomFillSync } from 'node:crypto';

export const ID_PREFIXES = [
  'stf',
  'shf',
  'ent',
  'tms',
  'run',
  'pln',
  'com',
  'whe',
  'evt',
  'tok',
  'aud',
  'shp',
  'req',
  'whd',
  'idm',
  'tof',
  // Internal rows of SPEC §12: a recorded Shopify order and refund (never shown as ids).
  'ord',
  'rfd',
  // SPEC §16: a notification (an email); internal rows of §15: a sign-in link and a session.
  'ntf',
  'lnk',
  'ses',
  // SPEC §17: a shift request (claim, swap or drop).
  'shr',
  // SPEC §18: a row of the tip ledger (internal, never shown as an id).
  'tip',
  // SPEC §18: a commission rule.
  'cmr',
] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn from the CSPRNG 4 KiB at a time, not per id: one system call per
// few hundred ids instead of one each (ids are made once per webhook attempt, among others).
// Node's randomUUID() caches its entropy the same way.
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomByte(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++]!;
}

export function randomBase62(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps the draw uniform.
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/**
 * `stf_0Nq3…`: a type prefix, 8 base62 characters of the creation time in ms (so ids sort by
 * creation, which keeps cursor pages stable) and 14 random ones (about 83 bits), so ids reveal
 * no count and cannot be guessed.
 */
export function newId(prefix: IdPrefix, now = Date.now()): string {
  return `${prefix}_${base62(now, 8)}${randomBase62(14)}`;
}
