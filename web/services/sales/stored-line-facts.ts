import { z } from 'zod';
import { type OrderSaleInput, saleLines } from '../../domain/sales/index.js';

/** What a commission rule can match on a sale line, from the order payload (SPEC §18). */
export interface StoredLineFact {
  lineId: string;
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  vendor: string | null;
}

/** JSON read back from the database is parsed like any input (STYLE 3). */
const StoredLineFacts = z.array(
  z.object({
    lineId: z.string(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    sku: z.string().nullable(),
    vendor: z.string().nullable(),
  }),
);

/**
 * The sale lines' facts as `sales_orders.line_facts` keeps them (decision 71): the payload's
 * ids, sku and vendor; type and collections stay in the catalog, which may learn them later.
 */
export function storedLineFacts(order: OrderSaleInput): string {
  return JSON.stringify(
    saleLines(order).map(
      (line): StoredLineFact => ({
        lineId: line.id,
        productId: line.productId ?? null,
        variantId: line.variantId ?? null,
        sku: line.sku ?? null,
        vendor: line.vendor ?? null,
      }),
    ),
  );
}

/** Null for orders recorded before the facts were kept. */
export function parseStoredLineFacts(json: string | null): StoredLineFact[] | null {
  return json === null ? null : StoredLineFacts.parse(JSON.parse(json));
}
