import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

export interface RateLimitDecision {
  /** Requests allowed in a window. */
  limit: number;
  /** Requests left in the current window (0 when refused). */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  allowed: boolean;
}

/** A shared request budget per caller; `null` means the store could not answer (fail open). */
export interface RateLimiter {
  readonly windowSeconds: number;
  consume(subject: string, limit: number): Promise<RateLimitDecision | null>;
  close(): Promise<void>;
}

/**
 * Fixed window, atomic in Redis: the first request of a window creates the counter with the
 * window as its TTL; every request increments it. One round trip, one key per caller.
 */
const FIXED_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

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
    async consume(subject, limit) {
      try {
        await whileConnecting(100);
        const [count, ttlMs] = (await redis.eval(
          FIXED_WINDOW,
          1,
          `${prefix}${subject}`,
          windowSeconds * 1000,
        )) as [number, number];
        if (failing) {
          failing = false;
          options.logger.info('Redis is back: per-token rate limits apply again');
        }
        return {
          limit,
          remaining: Math.max(0, limit - count),
          resetSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
          allowed: count <= limit,
        };
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
