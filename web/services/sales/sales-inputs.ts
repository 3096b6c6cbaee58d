import type { OrderSaleInput, RefundLine } from '../../domain/sales/index.js';

/** A paid order as a webhook or the import gives it (order-payloads.ts parses Shopify's JSON). */
export interface PaidOrder {
  /** Shopify's numeric order id, as text. */
  orderId: string;
  name: string;
  /** UTC ms. */
  processedAt: number;
  /**
   * Shopify's `updated_at` of the version of the order given (UTC ms), which orders its
   * updates (SPEC §12); null or absent when the source does not say.
   */
  updatedAt?: number | null;
  locationId: string | null;
  sale: OrderSaleInput;
}

/** A refund of an order, as a webhook or the import gives it. */
export interface OrderRefund {
  refundId: string;
  orderId: string;
  /** UTC ms. */
  createdAt: number;
  lines: RefundLine[];
}

/**
 * Where recording an order or a refund reports what it had to bound (a line discounted below
 * zero, a refund beyond its line: SPEC §12): the webhook's or the import's logger, as a warning.
 */
export type SalesWarn = (message: string, fields: Record<string, unknown>) => void;
