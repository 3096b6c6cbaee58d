import type { Response } from 'express';
import { changeClockOf, FreshCache } from '../../../db/change-clock.js';
import type { ServiceDeps } from '../../../services/deps.js';
import { weekSummary } from '../../../services/timesheets/read-timesheets.js';

/** At most this many summaries, and this many bytes of them, per process. */
const MAX_ENTRIES = 4096;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The JSON bytes of `GET /v1/timesheets?week=` per (shop, exact `week` string), so the echoed
 * `week` is always byte for byte the parameter. The cache empties as soon as anything may have
 * changed in the database, as its change clock tells (decision 0018): on SQLite a transaction
 * of this process or a commit by another connection or process; on PostgreSQL a commit by any
 * instance, announced by NOTIFY (decision 0025).
 */
export function weekSummaryJsonCache(deps: ServiceDeps) {
  const clock = changeClockOf(deps.db);
  const cache = new FreshCache<Buffer>(MAX_ENTRIES, MAX_BYTES, (body) => body.length);

  const readThrough = async (epoch: number, key: string, shopId: string, week: string) => {
    const cached = cache.get(epoch, key);
    if (cached !== undefined) return cached;
    const body = Buffer.from(JSON.stringify(await weekSummary(deps, shopId, week)));
    cache.set(epoch, key, body);
    return body;
  };

  return {
    /**
     * `weekSummary(deps, shopId, week)` serialized exactly as `res.json` would. The epoch is
     * read before the summary: what is stored was read no earlier than that epoch began.
     */
    body(shopId: string, week: string): Buffer | Promise<Buffer> {
      const epoch = clock.epoch();
      const key = `${shopId}\n${week}`;
      if (typeof epoch !== 'number') return epoch.then((at) => readThrough(at, key, shopId, week));
      // A cached summary comes at once, without a turn of the event loop.
      return cache.get(epoch, key) ?? readThrough(epoch, key, shopId, week);
    },
  };
}

/**
 * What `res.json` sends, minus the serialization and minus Express's `res.send`, whose work
 * (reading the ETag and Transfer-Encoding headers back, the settings, the freshness check)
 * comes to nothing for a report: it has no ETag and no Last-Modified, so it is never fresh,
 * and it is always a 200 (decision 79).
 */
export function sendJsonBytes(res: Response, body: Buffer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  if (res.req.method === 'HEAD') res.end();
  else res.end(body);
}
