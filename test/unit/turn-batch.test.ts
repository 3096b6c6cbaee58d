import { describe, expect, it } from 'vitest';
import { createTurnBatch } from '../../web/jobs/turn-batch.js';

describe('turn batch', () => {
  it('runs the calls of one turn as one batch, answering each caller in order', async () => {
    const batches: number[][] = [];
    const double = createTurnBatch((items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 2);
    });
    const first = await Promise.all([double(1), double(2), double(3)]);
    const second = await double(4);
    expect(first).toEqual([2, 4, 6]);
    expect(second).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every caller of a batch that throws, and carries on with the next', async () => {
    let fail = true;
    const run = createTurnBatch((items: string[]) => {
      if (fail) throw new Error('disk full');
      return items.map((item) => item.toUpperCase());
    });
    const outcomes = await Promise.allSettled([run('a'), run('b')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(run('c')).resolves.toBe('C');
  });

  it('starts a new batch for calls made while a batch is being answered', async () => {
    const batches: string[][] = [];
    const echo = createTurnBatch((items: string[]) => {
      batches.push(items);
      return items;
    });
    await echo('a').then(() => echo('b'));
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('with a window, gathers calls from several turns; at its size limit, runs at once', async () => {
    const batches: number[][] = [];
    const echo = createTurnBatch(
      (items: number[]) => {
        batches.push(items);
        return items;
      },
      { waitMs: 30, maxItems: 3 },
    );
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = echo(2);
    expect(batches).toEqual([]);
    await Promise.all([first, second]);
    expect(batches).toEqual([[1, 2]]);

    const full = [echo(3), echo(4), echo(5)];
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await Promise.all([...full, echo(6)]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
  });
});
