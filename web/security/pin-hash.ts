import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createFairQueue, type FairQueue } from './fair-queue.js';

/**
 * Clock PINs as slow salted hashes (SPEC §10), with Node's scrypt. `crypto.scrypt` runs on
 * libuv's thread pool, so a PIN check never blocks the event loop while other requests wait.
 *
 * Cost N = 2^14, r = 8, p = 1 (16 MiB, Node's own default and the usual interactive setting):
 * about 45 ms of one core here (`npm run bench -- clock`). A 4-digit PIN cannot be kept safe
 * from someone who holds the database by any hash cost; what protects it online is the lock
 * after 5 wrong tries. The hash keeps PINs from being read back, and raises the price of trying
 * every PIN of every staff member of a stolen database. The parameters are stored with each
 * hash, so they can be raised later without breaking stored PINs.
 */
const LOG2_N = 14;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/**
 * Hashes at once by default: one less than the cores, at least one. libuv's pool has four
 * threads: four hashes at once on two cores left the event loop a fraction of a core, and every
 * other request waited (`npm run bench -- clock`). Queued hashes wait their turn instead.
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}
const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

type Run = <T>(task: () => Promise<T>) => Promise<T>;

function derive(
  run: Run,
  pin: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
  bytes: number,
): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128·N·r bytes; its default ceiling (32 MiB) would refuse a raised cost.
  const maxmem = 256 * N * r;
  return run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(pin, salt, bytes, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/**
 * One app instance's PIN hashing. Every hash takes its turn in one fair queue keyed by shop
 * (web/security/fair-queue.ts): the total at once stays `concurrency`, so the event loop keeps
 * its core, and one shop's flood of PIN checks delays another shop's by at most one hash per
 * shop waiting, not by the flood (SPEC §10: another shop's clock still answers within 1 s).
 */
export interface PinHasher {
  hash(shopId: string, pin: string): Promise<string>;
  /** True when `pin` is the one `stored` was made from; false for anything else, a bad hash too. */
  verify(shopId: string, pin: string, stored: string): Promise<boolean>;
  /** The queue the hashes take turns in (tests hold it to see who goes next). */
  readonly queue: FairQueue;
}

export function createPinHasher(options: { concurrency?: number } = {}): PinHasher {
  const queue = createFairQueue(options.concurrency ?? defaultHashConcurrency());
  const inTurn =
    (shopId: string): Run =>
    (task) =>
      queue.run(shopId, task);
  return {
    queue,
    hash: (shopId, pin) => hashPin(inTurn(shopId), pin),
    verify: (shopId, pin, stored) => verifyPin(inTurn(shopId), pin, stored),
  };
}

async function hashPin(run: Run, pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(run, pin, salt, LOG2_N, R, P, KEY_BYTES);
  return `scrypt$${LOG2_N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function verifyPin(run: Run, pin: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, log2N, r, p, salt, expected] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const want = Buffer.from(expected, 'base64');
  const got = await derive(
    run,
    pin,
    Buffer.from(salt, 'base64'),
    Number(log2N),
    Number(r),
    Number(p),
    want.length,
  );
  return got.length === want.length && timingSafeEqual(got, want);
}
