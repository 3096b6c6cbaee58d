import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * Runs `work` under the V8 CPU profiler of this very process when `BENCH_CPU_PROF` names a
 * directory, and writes `<label>.<pid>.cpuprofile` there (open it in Chrome's DevTools). The
 * child servers get `--cpu-prof` instead (cpuProfileEnv); this is for the phases a bench runs
 * in its own process, such as the webhook worker's throughput, so that the profile holds that
 * phase alone.
 */
export async function profiled<T>(label: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${label}.${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
