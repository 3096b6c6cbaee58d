import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Response } from 'express';
import type { Database } from '../../db/database.js';

/** What the handler answered, held back until the transaction it ran in has ended. */
export interface HeldAnswer {
  status: number;
  /** Every header as the handler left it. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * How long a handler may take to answer inside the transaction (ms). The transaction holds
 * the write lock on SQLite (every write of the process waits) and a pooled connection on
 * PostgreSQL; a handler that never answers must not hold either for ever.
 */
export const ANSWER_WITHIN_MS = 30_000;

export interface AnswerAfterCommitOptions {
  /**
   * Runs inside the transaction once the handler has answered: true commits what the request
   * did, false rolls it back. The held answer is sent either way, after the transaction ended.
   */
  keep(answer: HeldAnswer): Promise<boolean>;
  /** Runs after a rollback, before anything is sent (an idempotency key is freed here). */
  afterRollBack?(): Promise<void>;
  /**
   * False runs the handler outside any transaction (it waits on a network call, across which
   * no transaction may stay open); `keep` then decides only what to record. Default true.
   */
  transaction?: boolean;
  answerWithinMs?: number;
}

/** Thrown inside the transaction to roll it back; never leaves this module. */
class RollBack extends Error {}

/** The handler (or the problem handler) sent nothing in time: a bug of ours, logged as one. */
export class NoAnswerError extends Error {
  constructor(ms: number) {
    super(`The request had no answer within ${ms} ms; its transaction was rolled back`);
    this.name = 'NoAnswerError';
  }
}

type Chunk = string | Uint8Array;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.alloc(0);
}

/** Puts the response's status and headers back to `status` and exactly `headers`. */
function resetTo(res: Response, status: number, headers: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.statusCode = status;
}

/**
 * Intercepts what goes to the socket (`writeHead`, `write`, `end`, `flushHeaders`) so that
 * nothing is sent while the transaction is open: `res.send`, `res.json`, `res.redirect` and a
 * handler that streams all end in `end`, which completes the held answer. Headers are never
 * flushed early, so an error thrown after the handler answered still finds `headersSent`
 * false, and its later answer is dropped: the first answer is the one held.
 */
function holdAnswer(res: Response) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const chunks: Buffer[] = [];
  let holding = true;
  let held: HeldAnswer | undefined;
  let settle!: (answer: HeldAnswer | undefined) => void;
  const answered = new Promise<HeldAnswer | undefined>((resolve) => {
    settle = resolve;
  });
  // A caller waiting for its write to be flushed must not wait for ever.
  const callBack = (callback: unknown) => {
    if (typeof callback === 'function') process.nextTick(callback as () => void);
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!holding) return res;
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    else if (headers)
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) res.setHeader(name, value as OutgoingHttpHeader);
    return res;
  }) as unknown as Response['writeHead'];
  res.write = ((chunk: Chunk, encoding?: unknown, callback?: unknown) => {
    if (holding) chunks.push(toBuffer(chunk, encoding));
    callBack(typeof encoding === 'function' ? encoding : callback);
    return true;
  }) as unknown as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') callBack(chunk);
    else {
      if (typeof encoding === 'function') callBack(encoding);
      else callBack(callback);
      if (holding && chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    }
    if (holding) {
      holding = false;
      held = { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) };
      settle(held);
    }
    return res;
  }) as unknown as Response['end'];
  res.flushHeaders = () => {};

  const restore = () => {
    holding = false;
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
  };

  return {
    /** The answer, or undefined once `giveUp` was called first. */
    answered,
    holding: () => holding,
    giveUp: () => {
      holding = false;
      settle(undefined);
    },
    /** Sends the held answer as it was held, whatever an error handler changed since. */
    send() {
      restore();
      if (!held || res.headersSent) return;
      resetTo(res, held.status, held.headers);
      res.end(held.body);
    },
    /** Drops the held answer and puts the response back as it was before the handler ran. */
    discard(status: number, headers: OutgoingHttpHeaders) {
      restore();
      if (!res.headersSent) resetTo(res, status, headers);
    },
  };
}

/**
 * Runs the rest of the chain (`next()`: the route's handler, and the problem handler when it
 * throws) inside one `db.transaction()`, and sends its answer only once that transaction has
 * committed or rolled back. AsyncLocalStorage carries the transaction through Express into the
 * async handler, so the services' own transactions become savepoints of this one, and `keep`
 * can record the answer in the same transaction as the effect it describes.
 *
 * Nothing hangs: a handler that answers nothing within `answerWithinMs` (or a transaction that
 * could not begin by then) is rolled back and becomes a `NoAnswerError`; a failure of the
 * transaction itself (a failed commit) drops the held answer. Either is thrown, and Express
 * hands it to the problem handler (a 500, logged), with the response as it was before.
 */
export async function answerAfterCommit(
  db: Database,
  res: Response,
  next: NextFunction,
  options: AnswerAfterCommitOptions,
): Promise<void> {
  const limitMs = options.answerWithinMs ?? ANSWER_WITHIN_MS;
  const before = { status: res.statusCode, headers: res.getHeaders() };
  const hold = holdAnswer(res);
  const timer = setTimeout(hold.giveUp, limitMs);
  timer.unref();

  const work = async (): Promise<boolean> => {
    // The time may have run out while the transaction waited for the write lock.
    if (!hold.holding()) throw new NoAnswerError(limitMs);
    next();
    const answer = await hold.answered;
    if (!answer) throw new NoAnswerError(limitMs);
    if (!(await options.keep(answer))) throw new RollBack();
    return true;
  };

  let kept: boolean;
  try {
    kept = options.transaction === false ? await work() : await db.transaction(work);
  } catch (error) {
    clearTimeout(timer);
    if (!(error instanceof RollBack)) {
      hold.discard(before.status, before.headers);
      await options.afterRollBack?.().catch(() => {});
      throw error;
    }
    kept = false;
  }
  clearTimeout(timer);
  if (!kept) {
    try {
      await options.afterRollBack?.();
    } catch (error) {
      hold.discard(before.status, before.headers);
      throw error;
    }
  }
  hold.send();
}
