/**
 * A shop's past orders as the import reads them, a page at a time, through the Admin GraphQL
 * API with the shop's offline token (web/http/shopify/create-shopify.ts). The nodes are
 * Shopify's JSON, untouched: graphql-orders.ts reads them.
 */
export type OrderHistoryPage =
  /** The shop has not granted `read_orders` (any more): there is nothing to read. */
  { granted: false } | { granted: true; nodes: unknown[]; hasNextPage: boolean; endCursor: string | null };

export interface ShopifyOrderHistory {
  /** The page of paid orders processed at or after `since` (UTC ms), after `after` (null: the first). */
  page(shopDomain: string, window: { since: number; after: string | null }): Promise<OrderHistoryPage>;
}

/**
 * A page Shopify did not answer. `permanent` when asking again cannot help (the token was
 * revoked, a scope is missing, the query is refused): the import then fails with the message.
 * Otherwise (throttled, a 5xx, the network) it is tried again later from the same cursor.
 */
export class OrderHistoryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'OrderHistoryError';
  }
}
