import { once } from 'node:events';
import type { Request, Response } from 'express';
import { type CsvColumn, csvHeader, csvLine } from './csv-format.js';

/** Lines are gathered into chunks of about this many bytes before each socket write. */
const CHUNK_BYTES = 64 * 1024;

/** True when the caller asked for CSV, by `Accept: text/csv` or `?format=csv`. */
export function wantsCsv(req: Request, format?: string): boolean {
  if (format !== undefined) return format === 'csv';
  const accept = req.get('accept') ?? '';
  return /\btext\/csv\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/**
 * Streams every row as CSV in constant memory: rows are pulled one by one and the loop waits
 * for the socket to drain whenever its buffer is full. A client that goes away stops the pull.
 */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
): Promise<void> {
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  let chunk = csvHeader(columns as readonly CsvColumn<unknown>[]);
  const iterator = rows[Symbol.iterator]();
  try {
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      chunk += csvLine(columns, next.value);
      if (chunk.length < CHUNK_BYTES) continue;
      const flushed = res.write(chunk);
      chunk = '';
      if (!flushed) {
        await Promise.race([once(res, 'drain'), once(res, 'close')]);
        if (res.destroyed) return;
      }
    }
    res.end(chunk);
  } finally {
    iterator.return?.();
  }
}
