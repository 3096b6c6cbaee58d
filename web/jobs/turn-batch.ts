interface Waiting<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export interface TurnBatchOptions {
  /**
   * Wait this long (ms) for more calls before running a batch, instead of only to the end of
   * the current turn. Default 0: right after the turn (`setImmediate`).
   */
  waitMs?: number;
  /** Run at once when this many calls are waiting, whatever `waitMs` says. */
  maxItems?: number;
}

/**
 * Gathers the calls made during one turn of the event loop (or a short window) and runs them
 * as one batch, each caller getting its own answer. The webhook worker's many jobs in flight
 * use it to share one read of their work, and one transaction for their writes: a
 * transaction's locking and commit (or, on PostgreSQL, its round trips) cost more than its
 * statements.
 *
 * `run` must answer one output per item, in order, or a promise of them; it is called at once
 * when the batch is due. If it throws or rejects, every caller of the batch gets the error.
 * Batches do not wait for each other: a batch that is still running does not hold up the next.
 */
export function createTurnBatch<I, O>(
  run: (items: I[]) => O[] | Promise<O[]>,
  options: TurnBatchOptions = {},
): (item: I) => Promise<O> {
  const waitMs = options.waitMs ?? 0;
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  let waiting: Waiting<I, O>[] = [];
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;

  const flush = () => {
    if (timer !== undefined) {
      if (waitMs > 0) clearTimeout(timer as NodeJS.Timeout);
      else clearImmediate(timer as NodeJS.Immediate);
      timer = undefined;
    }
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const fail = (error: unknown) => {
      for (const entry of batch) entry.reject(error);
    };
    let outputs: O[] | Promise<O[]>;
    try {
      outputs = run(batch.map((entry) => entry.item));
    } catch (error) {
      fail(error);
      return;
    }
    Promise.resolve(outputs).then((answers) => {
      batch.forEach((entry, i) => {
        entry.resolve(answers[i]!);
      });
    }, fail);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (waiting.length >= maxItems) flush();
      else if (timer === undefined) timer = waitMs > 0 ? setTimeout(flush, waitMs) : setImmediate(flush);
    });
}
