import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../scripts/npm-script-args.js';
import { ROOT } from '../helpers/processes.js';

describe("npm start's node flags", () => {
  it('are the flags this test runs under, so the suite tests what production runs', () => {
    const flags = startNodeFlags(ROOT);
    expect(flags).toContain('--experimental-async-context-frame');
    for (const flag of flags) expect(process.execArgv).toContain(flag);
  });

  it('keep a store across awaits, timers and nested runs', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await storage.run('outer', async () => {
      await null;
      const inTimer = await new Promise<string | undefined>((resolve) =>
        setTimeout(() => resolve(storage.getStore()), 1),
      );
      const nested = await storage.run('inner', async () => {
        await Promise.resolve();
        return storage.getStore();
      });
      return [storage.getStore(), inTimer, nested];
    });
    expect(seen).toEqual(['outer', 'outer', 'inner']);
    expect(storage.getStore()).toBeUndefined();
  });
});
