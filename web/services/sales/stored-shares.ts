import { z } from 'zod';
import type { LineShare } from '../../domain/sales/index.js';

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
