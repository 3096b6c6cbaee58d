export interface ListResult<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** Repositories fetch `limit + 1` rows; the extra one only tells that more follow. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number): ListResult<T> {
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  return { data, has_more: hasMore, next_cursor: hasMore ? data[data.length - 1]!.id : null };
}
