import { cursorOver, type ExportCursor, ExportsBusyError } from '../db/repositories/export-cursor.js';
import { AppError } from '../domain/errors.js';
import type { ExportDeps } from './deps.js';

/**
 * Seconds a refused export is told to wait (`Retry-After`). Exports are refused rather than
 * queued: a queued request would hold its client for as long as the exports ahead of it run,
 * up to the idle timeout of a stalled one, with no answer at all (decision 0022).
 */
const RETRY_AFTER_S = 5;

/** Opens an export's cursor; a bound reached is a 429 (this shop's) or a 503 (the instance's). */
export async function openExport<Row>(open: () => Promise<ExportCursor<Row>>): Promise<ExportCursor<Row>> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof ExportsBusyError)) throw error;
    const headers = { 'Retry-After': String(RETRY_AFTER_S) };
    if (error.scope === 'shop')
      throw new AppError(
        'rate_limited',
        `This shop already has ${error.limit} exports streaming; retry when one has finished.`,
        { headers },
      );
    throw new AppError(
      'service_unavailable',
      'Too many exports are streaming on this instance right now; retry shortly.',
      { headers },
    );
  }
}

/** An export with no rows (a filter that matches nothing by construction). */
export function noRows<Row>(deps: ExportDeps): ExportCursor<Row> {
  return cursorOver<Row>([], deps.exports.pacing);
}
