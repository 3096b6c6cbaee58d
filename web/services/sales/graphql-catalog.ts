import { z } from 'zod';
import type { CatalogPage, CatalogTarget } from './catalog-reader.js';

/**
 * The Admin GraphQL reads of the product catalog (docs/decisions/0067): ids only, a page of
 * 250 (Shopify's largest), each query costing about 250 of the 1,000 points a query may use.
 */
export const CATALOG_PAGE_SIZE = 250;

const PAGE = `(first: ${CATALOG_PAGE_SIZE}, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } }`;

export const CATALOG_QUERIES = {
  shop: `query CatalogCollections($after: String) { collections${PAGE} }`,
  product: `query ProductCollections($id: ID!, $after: String) { product(id: $id) { collections${PAGE} } }`,
  collection: `query CollectionProducts($id: ID!, $after: String) { collection(id: $id) { products${PAGE} } }`,
} as const;

/** The query and variables of a target's page. */
export function catalogRequest(target: CatalogTarget, after: string | null) {
  const query = CATALOG_QUERIES[target.kind];
  if (target.kind === 'shop') return { query, variables: { after } };
  const type = target.kind === 'product' ? 'Product' : 'Collection';
  return { query, variables: { id: `gid://shopify/${type}/${target.id}`, after } };
}

const Connection = z.object({
  nodes: z.array(z.object({ id: z.string() })),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }),
});
const Answers = {
  shop: z.object({ collections: Connection }),
  product: z.object({ product: z.object({ collections: Connection }).nullable() }),
  collection: z.object({ collection: z.object({ products: Connection }).nullable() }),
};

/** The numeric id of `gid://shopify/<Type>/<digits>`, or undefined. */
function numericId(gid: string, type: string): string | undefined {
  const match = new RegExp(`^gid://shopify/${type}/([1-9][0-9]{0,19})$`).exec(gid);
  return match?.[1];
}

/** Reads the `data` of an answer; throws when it is not the shape asked for. */
export function readCatalogPage(target: CatalogTarget, data: unknown): CatalogPage {
  let connection: z.infer<typeof Connection> | null;
  if (target.kind === 'shop') connection = Answers.shop.parse(data).collections;
  else if (target.kind === 'product') connection = Answers.product.parse(data).product?.collections ?? null;
  else connection = Answers.collection.parse(data).collection?.products ?? null;
  if (!connection) return { granted: true, found: false, ids: [], hasNextPage: false, endCursor: null };
  const type = target.kind === 'collection' ? 'Product' : 'Collection';
  return {
    granted: true,
    found: true,
    ids: connection.nodes.flatMap((node) => numericId(node.id, type) ?? []),
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor ?? null,
  };
}
