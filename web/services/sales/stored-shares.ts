import { z } from 'zod';
import type { LineShare, RefundLine } from '../../domain/sales/index.js';

/** JSON read back from the database is parsed like any input (STYLE 3). */
const StoredShares = z.array(
  z.object({
    lineId: z.string(),
    staffMemberId: z.string().nullable(),
    cents: z.number().int(),
    quantity: z.number().int(),
    lineQuantity: z.number().int().optional(),
  }),
);

/**
 * An order's shares as `sales_orders.shares` keeps them. Shares stored before 28 November have
 * no `lineQuantity`: their line's quantity is then taken as the sum of its shares' quantities,
 * which is the line's own for a line not split, and for a split line whenever Shopify's
 * attributed quantities add up to the line, as they do.
 */
export function parseStoredShares(json: string): LineShare[] {
  const stored = StoredShares.parse(JSON.parse(json));
  const units = new Map<string, number>();
  for (const share of stored) units.set(share.lineId, (units.get(share.lineId) ?? 0) + share.quantity);
  return stored.map(({ lineQuantity, ...share }) => ({
    ...share,
    lineQuantity: lineQuantity ?? units.get(share.lineId)!,
  }));
}

const StoredRefundLines = z.array(
  z.object({ lineId: z.string(), quantity: z.number().int(), subtotalCents: z.number().int() }),
);

/** A refund's lines as `sales_refunds.lines` keeps them: what sharing it out again needs. */
export function storedRefundLines(lines: readonly RefundLine[]): string {
  return JSON.stringify(
    lines.map(({ lineId, quantity, subtotalCents }) => ({ lineId, quantity, subtotalCents })),
  );
}

export function parseStoredRefundLines(json: string): RefundLine[] {
  return StoredRefundLines.parse(JSON.parse(json));
}
