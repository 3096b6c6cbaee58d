/** A cursor page request: up to `limit` rows after the row whose id is `startingAfter`. */
export interface Page {
  limit: number;
  startingAfter?: string | undefined;
}
