/**
 * Runs at most `concurrency` tasks at once, taking turns between the keys they were queued
 * under (a shop's id): when a slot frees, the next task is the oldest of the key that has waited
 * longest for a turn, and a key that still has tasks goes to the back of the line. So one key
 * with a hundred tasks queued delays another key's task by at most one task per other waiting
 * key, never by its whole backlog, which is what one FIFO queue did (security review R3).
 */
export interface FairQueue {
  /** Runs `task` in `turn`'s line; answers what it answers, or its error. */
  run<T>(turn: string, task: () => Promise<T>): Promise<T>;
  /** How many tasks of `turn` are queued or running now. */
  pending(turn: string): number;
  readonly concurrency: number;
}

export function createFairQueue(concurrency: number): FairQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error('A fair queue runs at least one task at a time.');
  // A Map keeps insertion order: its first key is the one whose turn it is. A key is deleted
  // when its line is empty and set again (at the back) when it still has tasks after a turn.
  const lines = new Map<string, Array<() => void>>();
  const counts = new Map<string, number>();
  let running = 0;

  const startNext = () => {
    while (running < concurrency) {
      const first = lines.entries().next();
      if (first.done) return;
      const [turn, line] = first.value;
      const start = line.shift()!;
      lines.delete(turn);
      if (line.length > 0) lines.set(turn, line);
      running += 1;
      start();
    }
  };

  return {
    concurrency,
    pending: (turn) => counts.get(turn) ?? 0,
    run<T>(turn: string, task: () => Promise<T>): Promise<T> {
      counts.set(turn, (counts.get(turn) ?? 0) + 1);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          // A task that throws before its promise exists still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              const left = (counts.get(turn) ?? 1) - 1;
              if (left === 0) counts.delete(turn);
              else counts.set(turn, left);
              startNext();
            });
        };
        const line = lines.get(turn);
        if (line) line.push(start);
        else lines.set(turn, [start]);
        startNext();
      });
    },
  };
}
