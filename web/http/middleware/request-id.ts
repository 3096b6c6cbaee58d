import { randomFillSync } from 'node:crypto';
import type { RequestHandler } from 'express';
import '../request-context.js';

/** A caller's own `X-Request-Id` is kept when it is short and printable, so traces join up. */
const CALLER_ID = /^[\w.:-]{1,128}$/;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random bytes drawn from the CSPRNG in batches: one system call per ~200 requests, not one each. */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
let lastMs = -1;
let timePart = '';

function randomChar(): string {
  for (;;) {
    if (poolAt === pool.length) {
      randomFillSync(pool);
      poolAt = 0;
    }
    const byte = pool[poolAt++]!;
    // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps the draw uniform.
    if (byte < 248) return BASE62[byte % 62]!;
  }
}

/**
 * `req_` + 8 base62 characters of the time in ms + 14 random ones (~83 bits), the shape of
 * every other id (decision 0003), so ids sort by time and cannot be guessed.
 */
export function newRequestId(now = Date.now()): string {
  if (now !== lastMs) {
    let out = '';
    for (let rest = now; rest > 0; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
    timePart = out.padStart(8, '0');
    lastMs = now;
  }
  let id = `req_${timePart}`;
  for (let i = 0; i < 14; i++) id += randomChar();
  return id;
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && CALLER_ID.test(given) ? given : newRequestId();
    res.setHeader('X-Request-Id', req.id);
    next();
  };
}
