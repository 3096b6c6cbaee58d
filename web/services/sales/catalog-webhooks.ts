import { z } from 'zod';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { ServiceDeps } from '../deps.js';
import { requestCatalogRefresh } from './catalog-refresh.js';

/**
 * The catalog's webhooks (docs/decisions/0067), as Shopify's library names the topics. Their
 * payloads name no shop (web/domain/shopify/webhook-shop.ts says why that is safe): each must
 * carry the fields read here, or it is refused like any malformed body.
 */
export const CATALOG_TOPICS: ReadonlySet<string> = new Set([
  'PRODUCTS_CREATE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'COLLECTIONS_UPDATE',
  'COLLECTIONS_DELETE',
]);

/** REST's numeric id: a JSON number, or digits. */
const ShopifyId = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,19}$/)])
  .transform(String);

/** `products/create` and `products/update`: the product's id, type and version. */
export const ProductPayload = z.object({
  id: ShopifyId,
  // Shopify sends "" for a product without a type; its limit is 255 characters.
  product_type: z
    .string()
    .max(255)
    .nullish()
    .transform((type) => (type?.trim() ? type.trim() : null)),
  updated_at: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((text) => (text ? Date.parse(text) : null)),
});
export type ProductPayload = z.infer<typeof ProductPayload>;

/** `products/delete`, `collections/update` and `collections/delete`: the id is all that is read. */
export const IdPayload = z.object({ id: ShopifyId });

/** A catalog topic's effect on an installed shop; inside the webhook's receipt transaction. */
export type CatalogEffect = (shop: ShopRow) => Promise<void>;

export function productChanged(deps: ServiceDeps, product: ProductPayload): CatalogEffect {
  return async (shop) => {
    const catalog = deps.repos.productCatalog;
    await catalog.setProductType(shop.id, product.id, product.product_type, product.updated_at, deps.now());
    // Collections are not in the payload: read after the commit (a product added to a manual
    // collection also fires products/update).
    await requestCatalogRefresh(deps, shop.id, { kind: 'product', id: product.id });
  };
}

export function productDeleted(deps: ServiceDeps, productId: string): CatalogEffect {
  return async (shop) => {
    await deps.repos.productCatalog.deleteProduct(shop.id, productId);
    await deps.repos.productCatalog.dropRefresh(shop.id, `product:${productId}`);
  };
}

export function collectionUpdated(deps: ServiceDeps, collectionId: string): CatalogEffect {
  return (shop) => requestCatalogRefresh(deps, shop.id, { kind: 'collection', id: collectionId });
}

export function collectionDeleted(deps: ServiceDeps, collectionId: string): CatalogEffect {
  return async (shop) => {
    await deps.repos.productCatalog.deleteCollection(shop.id, collectionId);
    await deps.repos.productCatalog.dropRefresh(shop.id, `collection:${collectionId}`);
  };
}
