import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  durationS: number;
  headers?: Record<string, string>;
  /** Each connection cycles through these paths in order. */
  paths?: string[];
  /** Or these requests, each with headers of its own (one staff session's cookie each, say). */
  requests?: { path: string; headers?: Record<string, string> }[];
}

export interface LoadResult {
  connections: number;
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  /** Latency percentiles in ms, over 2xx responses. */
  p50: number;
  p99: number;
  total: number;
  /** Non-2xx answers, socket errors and timeouts: anything but 0 spoils the run. */
  failures: number;
}

/**
 * One autocannon run. Latency percentiles are computed here from every response time (µs
 * resolution) because autocannon's histogram keeps whole milliseconds, too coarse to compare
 * p99s of 1-3 ms.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers ?? {},
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET', path })) } : {}),
    ...(options.requests ? { requests: options.requests.map((r) => ({ method: 'GET', ...r })) } : {}),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
