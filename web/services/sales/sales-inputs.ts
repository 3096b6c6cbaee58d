import type { OrderSaleInput, RefundLine } from '../../domain/sales/index.js';

/** A paid order as a webhook or the import gives it (order-payloads.ts parses Shopify's JSON). */
export interface PaidOrder {
  /** Shopify's numeric order id, as text. */
  orderId: string;
  name: string;
  /** UTC ms. */
  processedAt: number;
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
