import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * `web/server.ts` as `npm start` runs it, plus what the clock bench needs to tell a stalled
 * event loop from a busy machine: the event loop's delay, sampled every 2 ms. Each SIGUSR2
 * writes the delay since the previous SIGUSR2 (ms) to `BENCH_ELD_FILE`, with a sequence
 * number, then starts a new window. (SIGUSR1 is Node's inspector signal.) What the app logs is
 * also appended to `BENCH_LOG_FILE`, so the bench can show why a request failed.
 */
const file = process.env.BENCH_ELD_FILE;
const logFile = process.env.BENCH_LOG_FILE;
const delay = monitorEventLoopDelay({ resolution: 2 });
delay.enable();
let seq = 0;
process.on('SIGUSR2', () => {
  const ms = (ns: number) => ns / 1e6;
  const report = {
    seq: ++seq,
    p50: ms(delay.percentile(50)),
    p99: ms(delay.percentile(99)),
    max: ms(delay.max),
    samples: delay.count,
  };
  delay.reset();
  if (!file) return;
  // Written whole, then renamed: the bench never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(report));
  renameSync(`${file}.tmp`, file);
});

if (logFile) {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      appendFileSync(logFile, chunk);
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
}

await import('../web/server.js');
