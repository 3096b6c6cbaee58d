import { grantsProducts, type ShopifyCatalogReader } from '../../services/sales/catalog-reader.js';
import { catalogRequest, readCatalogPage } from '../../services/sales/graphql-catalog.js';
import type { Session } from './shopify-lib.js';

/** What the catalog reader needs of the Shopify integration (create-shopify.ts). */
export interface CatalogClientDeps {
  /** The shop's offline session, or undefined when Shiftbook holds no token for it. */
  offlineSession(shopDomain: string): Promise<Session | undefined>;
  /** A GraphQL request with that session; throws on an HTTP or GraphQL error. */
  request(session: Session, query: string, variables: Record<string, unknown>): Promise<unknown>;
}

/**
 * The product catalog's Admin API reads (docs/decisions/0067) with the shop's offline token. A
 * shop without one, or without `read_products` as install and `app/scopes_update` recorded it,
 * is answered `granted: false` without a call.
 */
export function shopifyCatalogReader(deps: CatalogClientDeps): ShopifyCatalogReader {
  return {
    async page(shopDomain, target, after) {
      const session = await deps.offlineSession(shopDomain);
      if (!session?.accessToken || !grantsProducts((session.scope ?? '').split(',')))
        return { granted: false };
      const { query, variables } = catalogRequest(target, after);
      return readCatalogPage(target, await deps.request(session, query, variables));
    },
  };
}
