import type { Request, Response } from 'express';
import { cursorOver, DEFAULT_EXPORT_PACING, type ExportCursor } from '../../db/repositories/export-cursor.js';
import { type CsvColumn, csvHeader, csvLine } from './csv-format.js';
import { nextTurn } from './export-turns.js';

/** Lines are encoded into buffers of this many bytes, one socket write each. */
const CHUNK_BYTES = 64 * 1024;
/** A UTF-16 code unit takes at most 3 bytes in UTF-8. */
const MAX_UTF8_PER_UNIT = 3;
/**
 * Rows pulled from the cursor at a time. The clock is read once per batch, so a slice runs
 * over its budget by at most one batch (~0.2 ms of rows at ~3 µs each).
 */
const BATCH_ROWS = 64;

/**
 * The CSV offered, with the parameters it meets: UTF-8 (SPEC §5) with a header row (RFC 4180's
 * `header`). An Accept range with parameters matches only an offer that has them, so
 * `text/csv; charset=utf-8` and `text/csv; header=present` choose it; `charset=iso-8859-1` does not.
 */
const CSV_OFFER = 'text/csv; charset=utf-8; header=present';

/** True when the caller asked for CSV, by `Accept: text/csv` or `?format=csv`. */
export function wantsCsv(req: Request, format?: string): boolean {
  if (format !== undefined) return format === 'csv';
  // Content negotiation with q-values: `text/csv, application/json;q=0.5` is CSV; no Accept,
  // `*/*`, or JSON preferred or listed first is JSON.
  return req.accepts(['application/json', CSV_OFFER]) === CSV_OFFER;
}

function isCursor<Row>(rows: Iterable<Row> | ExportCursor<Row>): rows is ExportCursor<Row> {
  return typeof (rows as ExportCursor<Row>).read === 'function';
}

/**
 * Streams every row as CSV in constant memory, harming no other request (SPEC §5):
 *
 * - rows are pulled from the export's own cursor in small batches, and the stream works in
 *   slices of `pacing.sliceMs`, taking turns on the event loop with every other export
 *   (`export-turns.ts`), so other requests are answered between slices however fast the
 *   reader is, not only when its socket is full;
 * - when the socket is full it waits for `drain`, at most `pacing.idleTimeoutMs`: a client
 *   that reads nothing for that long is cut off (the socket destroyed) and the cursor closed;
 * - the cursor is closed on every way out: the end, an error, the client going away.
 *
 * Each line is encoded straight into a 64 KiB buffer and dropped, rather than appended to a
 * string that lives until the next write: nothing of a row outlives the next scavenge, so V8's
 * young generation stays small during a long export (measured with `npm run bench -- csv`).
 * A report already in memory (the weekly summary) is passed as an iterable.
 */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | ExportCursor<Row>,
): Promise<void> {
  const cursor = isCursor(rows) ? rows : cursorOver(rows, DEFAULT_EXPORT_PACING);
  const { idleTimeoutMs, sliceMs } = cursor.pacing;
  const paced = Number.isFinite(sliceMs);
  const turn = async () => {
    await nextTurn();
    return performance.now() + sliceMs;
  };
  try {
    res.status(200);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
    let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let used = chunk.write(csvHeader(columns as readonly CsvColumn<unknown>[]));
    let sliceEnds = paced ? await turn() : Number.POSITIVE_INFINITY;
    for (;;) {
      if (res.destroyed) return;
      if (performance.now() >= sliceEnds) {
        sliceEnds = await turn();
        continue;
      }
      const batch = await cursor.read(BATCH_ROWS);
      if (batch.length === 0) break;
      for (const row of batch) {
        const line = csvLine(columns, row);
        if (used + line.length * MAX_UTF8_PER_UNIT <= CHUNK_BYTES) {
          used += chunk.write(line, used);
          continue;
        }
        // The chunk is full: send it and start the next one with this line.
        let flushed = res.write(chunk.subarray(0, used));
        chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        used = 0;
        if (line.length * MAX_UTF8_PER_UNIT <= CHUNK_BYTES) used = chunk.write(line);
        else flushed = res.write(line) && flushed;
        if (flushed) continue;
        const outcome = await progress(res, 'drain', idleTimeoutMs);
        if (outcome !== 'done') {
          if (outcome === 'idle') res.destroy();
          return;
        }
        if (paced) sliceEnds = await turn();
      }
    }
    await cursor.close();
    res.end(chunk.subarray(0, used));
    // The rows are all read; a client that will not take the last bytes is still cut off.
    if (!res.writableFinished && (await progress(res, 'finish', idleTimeoutMs)) === 'idle') res.destroy();
  } finally {
    await cursor.close();
  }
}

/**
 * Waits for `drain` (or `finish`) for at most `timeoutMs`: `done`, `closed` when the response
 * closed first (the client went away), or `idle` when the time ran out. Every listener and the
 * timer are removed either way: `events.once` raced per chunk would leave a `close` and an
 * `error` listener behind on every wait, a list that grows with the export.
 */
function progress(
  res: Response,
  event: 'drain' | 'finish',
  timeoutMs: number,
): Promise<'done' | 'closed' | 'idle'> {
  if (res.destroyed) return Promise.resolve('closed');
  return new Promise((resolve) => {
    const settle = (outcome: 'done' | 'closed' | 'idle') => {
      clearTimeout(timer);
      res.off(event, onDone);
      res.off('close', onClose);
      resolve(outcome);
    };
    const onDone = () => settle('done');
    const onClose = () => settle('closed');
    const timer = setTimeout(settle, timeoutMs, 'idle');
    res.on(event, onDone);
    res.on('close', onClose);
  });
}
