import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../../web/security/fair-queue.js';

/** A task that runs until the test lets it finish, and says when it started. */
function gatedTask(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('fair queue of PIN hashes (security review R3)', () => {
  it("serves another shop's task before a flooding shop's queue drains: turns go round the shops", async () => {
    const queue = createFairQueue(1);
    const started: string[] = [];
    const tasks = [
      ['a', 'a1'],
      ['a', 'a2'],
      ['a', 'a3'],
      ['a', 'a4'],
      ['b', 'b1'],
      ['c', 'c1'],
      ['b', 'b2'],
    ].map(([turn, name]) => {
      const gated = gatedTask(name!, started);
      return { name: name!, gated, answer: queue.run(turn!, gated.task) };
    });
    expect(queue.pending('a')).toBe(4);
    // One at a time: the task that started last is the one running; finish it, see who is next.
    const order: string[] = [];
    for (let i = 0; i < tasks.length; i++) {
      await settle();
      expect(started).toHaveLength(i + 1);
      const running = started.at(-1)!;
      order.push(running);
      tasks.find((t) => t.name === running)!.gated.finish();
    }
    await Promise.all(tasks.map((t) => t.answer));
    // a2 was queued before b1 and c1 arrived, so it goes next; from then on the shops take turns.
    // FIFO would be a1 a2 a3 a4 b1 c1 b2: shops b and c waited for a's whole flood.
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    expect(queue.pending('a')).toBe(0);
  });

  it('runs no more than its concurrency at once, and a failed task frees its slot', async () => {
    const queue = createFairQueue(2);
    const started: string[] = [];
    const gated = ['x1', 'x2', 'x3'].map((name) => gatedTask(name, started));
    const failing = queue.run('y', async () => {
      throw new Error('scrypt failed');
    });
    const answers = gated.map((g) => queue.run('x', g.task));
    await expect(failing).rejects.toThrow('scrypt failed');
    await settle();
    expect(started).toEqual(['x1', 'x2']);
    gated[0]!.finish();
    await settle();
    expect(started).toEqual(['x1', 'x2', 'x3']);
    gated[1]!.finish();
    gated[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['x1', 'x2', 'x3']);
  });
});
