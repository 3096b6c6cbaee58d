import type { ListResult } from '../../services/list-page.js';

/**
 * Every row of a paged listing, page by page (100 rows at a time), for a CSV of a collection
 * that is small by nature (staff, endpoints, tokens): memory stays bounded by one page.
 */
export function* allPages<T>(fetchPage: (startingAfter: string | undefined) => ListResult<T>): Generator<T> {
  let startingAfter: string | undefined;
  for (;;) {
    const page = fetchPage(startingAfter);
    yield* page.data;
    if (!page.has_more) return;
    startingAfter = page.next_cursor!;
  }
}
