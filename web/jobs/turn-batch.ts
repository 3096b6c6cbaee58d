interface Waiting<I, O> {
  item: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch right
 * after it (`setImmediate`), each caller getting its own answer. The webhook worker's many
 * jobs in flight use it to share one SQLite transaction for their reads, and one for their
 * writes: on this machine a transaction's locking and commit cost more than its statements.
 *
 * `run` must answer one output per item, in order; if it throws, every caller of the batch
 * gets the error.
 */
export function createTurnBatch<I, O>(run: (items: I[]) => O[]): (item: I) => Promise<O> {
  let waiting: Waiting<I, O>[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    try {
      const outputs = run(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => {
        entry.resolve(outputs[i]!);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ item, resolve, reject });
    });
}
