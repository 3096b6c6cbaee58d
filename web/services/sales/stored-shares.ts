import { z } from 'zod';
import type { LineShare, RefundLine } from '../../domain/sales/index.js';

/** JSON read back from the database is parsed like any input (STYLE 3). */
const StoredShares = z.array(
  z.object({
    lineId: z.string(),
    staffMemberId: z.string().nullable(),
    cents: z.number().int(),
    quantity: z.number().int(),
  }),
);

export function parseStoredShares(json: string): LineShare[] {
  return StoredShares.parse(JSON.parse(json));
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
