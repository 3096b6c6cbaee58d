import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { isPrivateAddress } from '../domain/webhooks/private-address.js';
import { parseRetryAfter } from '../domain/webhooks/retry-schedule.js';
import type { SendResult } from '../domain/webhooks/send-result.js';

export interface WebhookSender {
  send(url: string, body: string, headers: Record<string, string>): Promise<SendResult>;
  close(): Promise<void>;
}

/** Success is a 2xx within this time (ms), per SPEC §7. */
const TIMEOUT_MS = 15_000;
/** At most this much of a receiver's answer is read (bytes); the rest is discarded. */
const MAX_RESPONSE_BYTES = 4096;

class BlockedAddressError extends Error {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves like the system does, then refuses private, loopback and link-local answers, so the
 * check happens on the address really connected to (a DNS rebind between check and connect
 * cannot slip through).
 */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked) return callback(new BlockedAddressError(`${hostname} resolves to a private address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

export function createWebhookSender(options: {
  allowPrivate: boolean;
  connectionsPerOrigin?: number;
}): WebhookSender {
  const agent = new Agent({
    connections: options.connectionsPerOrigin ?? 64,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
    connect: { timeout: TIMEOUT_MS, ...(options.allowPrivate ? {} : { lookup: guardedLookup }) },
  });

  return {
    async send(url, body, headers) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
        if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
          throw new BlockedAddressError(`${host} is a private address`);
        }
        // undici's request never follows redirects: a 3xx is simply not a success. The agent's
        // timeouts bound each phase; an answer that took longer than 15 s in all is no success.
        const response = await request(url, {
          method: 'POST',
          dispatcher: agent,
          headers: { 'content-type': 'application/json', 'user-agent': 'Shiftbook-Webhooks/1', ...headers },
          body,
        });
        await response.body.dump({ limit: MAX_RESPONSE_BYTES }).catch(() => {});
        const retryAfter = response.headers['retry-after'];
        const durationMs = elapsed();
        if (durationMs > TIMEOUT_MS) {
          return {
            statusCode: response.statusCode,
            durationMs,
            error: `answered after ${TIMEOUT_MS / 1000} s`,
            retryAfterMs: null,
          };
        }
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        return {
          statusCode: response.statusCode,
          durationMs,
          error: ok ? null : `HTTP ${response.statusCode}`,
          retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, Date.now()),
        };
      } catch (error) {
        return { statusCode: null, durationMs: elapsed(), error: describe(error), retryAfterMs: null };
      }
    },
    close: () => agent.close(),
  };
}

function describe(error: unknown): string {
  if (error instanceof BlockedAddressError) return `blocked: ${error.message}`;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      return `timeout after ${TIMEOUT_MS / 1000} s`;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof BlockedAddressError) return `blocked: ${cause.message}`;
    const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
