import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/** One budget a request draws on: a counter in Redis with its own limit per window. */
export interface RateBudget {
  /** The policy's name in the headers: `default` (per caller) or `shop` (the shop's ceiling). */
  name: string;
  /** The counter's key under the limiter's prefix. */
  subject: string;
  /** Requests allowed in a window. */
  limit: number;
}

export interface BudgetState {
  name: string;
  /** Requests allowed in a window. */
  limit: number;
  /** Requests left in the current window (0 when this budget is spent). */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimitDecision {
  /** True when every budget had room; the request then counts against each of them. */
  allowed: boolean;
  /**
   * The one the headers report: the fewest requests left, and of those the latest reset, so a
   * refused request's `Retry-After` waits for every spent budget.
   */
  tightest: BudgetState;
}

/** Shared request budgets; `null` means the store could not answer (fail open). */
export interface RateLimiter {
  readonly windowSeconds: number;
  consume(budgets: readonly RateBudget[]): Promise<RateLimitDecision | null>;
  close(): Promise<void>;
}

/**
 * Fixed windows, atomic in Redis: a request is allowed only when every one of its budgets has
 * room, and then counts against all of them (the first count of a window sets the window as
 * the key's TTL). A refused request counts against none, so a caller hammering past its own
 * limit never spends the shop's ceiling that its other callers share. One round trip.
 * KEYS: the counters; ARGV[1]: the window (ms); ARGV[1 + i]: the limit of KEYS[i].
 * Answers {allowed, count1, ttl1, count2, ttl2, …}.
 */
const FIXED_WINDOWS = `
local window = tonumber(ARGV[1])
local counts = {}
local allowed = 1
for i, key in ipairs(KEYS) do
  counts[i] = tonumber(redis.call('GET', key) or '0')
  if counts[i] >= tonumber(ARGV[i + 1]) then allowed = 0 end
end
local out = {allowed}
for i, key in ipairs(KEYS) do
  if allowed == 1 then
    counts[i] = redis.call('INCR', key)
    if counts[i] == 1 then redis.call('PEXPIRE', key, window) end
  end
  local ttl = redis.call('PTTL', key)
  if ttl == -1 then redis.call('PEXPIRE', key, window); ttl = window end
  if ttl < 0 then ttl = window end
  out[#out + 1] = counts[i]
  out[#out + 1] = ttl
end
return out
`;

/** Fewest left first; on a tie, the later reset. */
function tightestOf(budgets: BudgetState[]): BudgetState {
  return budgets.reduce((tight, budget) =>
    budget.remaining < tight.remaining ||
    (budget.remaining === tight.remaining && budget.resetSeconds > tight.resetSeconds)
      ? budget
      : tight,
  );
}

export interface RedisRateLimiterOptions {
  url: string;
  /** Prefix of every key (tests pass a unique one). Default `shiftbook:ratelimit:`. */
  prefix?: string;
  /** Window length in seconds. Default 60. */
  windowSeconds?: number;
  /** Longest wait for Redis per request (ms). Default 150. */
  commandTimeoutMs?: number;
  logger: Logger;
}

/**
 * The rate limiter shared by every app instance. Its Redis client fails fast (no offline queue,
 * short timeouts, no retry per request), so an unreachable Redis costs a request a few ms at
 * most, and the caller is let through. The log says so once per outage, not once per request.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? 'shiftbook:ratelimit:';
  const windowSeconds = options.windowSeconds ?? 60;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: options.commandTimeoutMs ?? 150,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => {});
  redis.connect().catch(() => {});
  let failing = false;

  /**
   * Right after start the first connection may still be opening: requests wait for it, at most
   * `maxMs`, and only until it succeeds or fails once. Reconnects later never make anyone wait.
   */
  let opening = true;
  const opened = new Promise<void>((resolve) => {
    const done = () => {
      opening = false;
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  const whileConnecting = async (maxMs: number) => {
    if (!opening) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([opened, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))]);
    clearTimeout(timer);
  };

  return {
    windowSeconds,
    async consume(budgets) {
      try {
        await whileConnecting(100);
        const answer = (await redis.eval(
          FIXED_WINDOWS,
          budgets.length,
          ...budgets.map((budget) => `${prefix}${budget.subject}`),
          windowSeconds * 1000,
          ...budgets.map((budget) => budget.limit),
        )) as number[];
        if (failing) {
          failing = false;
          options.logger.info('Redis is back: rate limits apply again');
        }
        const states = budgets.map((budget, i): BudgetState => {
          const count = answer[1 + 2 * i]!;
          const ttlMs = answer[2 + 2 * i]!;
          return {
            name: budget.name,
            limit: budget.limit,
            remaining: Math.max(0, budget.limit - count),
            resetSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
          };
        });
        return { allowed: answer[0] === 1, tightest: tightestOf(states) };
      } catch (error) {
        if (!failing) {
          failing = true;
          options.logger.warn('Redis is unreachable: rate limits are not enforced (failing open)', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        return null;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
