import { DEFAULT_EXPORT_PACING, type ExportCursor } from '../../db/repositories/export-cursor.js';
import type { ListResult } from '../../services/list-page.js';

/**
 * Every row of a paged listing, page by page (100 rows at a time), for a CSV of a collection
 * read through its list query (staff, endpoints, tokens, payroll runs, deliveries): a cursor that fetches the
 * next page only when the stream has taken the last one, so memory stays bounded by one page.
 */
export function allPages<T>(
  fetchPage: (startingAfter: string | undefined) => Promise<ListResult<T>>,
): ExportCursor<T> {
  let buffered: T[] = [];
  let startingAfter: string | undefined;
  let more = true;
  return {
    pacing: DEFAULT_EXPORT_PACING,
    async read(max) {
      while (buffered.length === 0 && more) {
        const page = await fetchPage(startingAfter);
        buffered = page.data;
        more = page.has_more;
        startingAfter = page.next_cursor ?? undefined;
      }
      return buffered.splice(0, max);
    },
    async close() {
      buffered = [];
      more = false;
    },
  };
}
