import { z } from 'zod';
import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import type { CommissionRule, SaleLineCommission } from '../../domain/sales/index.js';

/** JSON read back from the database is parsed like any input (STYLE 3). */
const StoredStrings = z.array(z.string());

/** A rule's criteria and staff as `commission_rules` keeps them. */
export function parseStoredStrings(json: string): string[] {
  return StoredStrings.parse(JSON.parse(json));
}

/** A rule row as the matching reads it. */
export function ruleOf(row: CommissionRuleRow): CommissionRule {
  return {
    id: row.id,
    createdAt: row.createdAt,
    productIds: parseStoredStrings(row.productIds),
    variantIds: parseStoredStrings(row.variantIds),
    collectionIds: parseStoredStrings(row.collectionIds),
    vendors: parseStoredStrings(row.vendors),
    productTypes: parseStoredStrings(row.productTypes),
    skus: parseStoredStrings(row.skus),
    staffIds: parseStoredStrings(row.staffIds),
    rateBp: row.rateBp,
    amountPerUnitCents: row.amountPerUnitCents,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

const StoredCommissionLines = z.array(
  z.object({
    lineId: z.string(),
    rule: z.string().nullable(),
    basisCents: z.number().int(),
    units: z.number(),
    amountCents: z.number().int(),
    rateBp: z.number().int().nullable(),
    amountPerUnitCents: z.number().int().nullable(),
    weight: z.number().int(),
    weightSum: z.number().int(),
  }),
);

/** A commission's lines as `commissions.lines` keeps them; null for those without (manual, before §18). */
export function parseStoredCommissionLines(json: string | null): SaleLineCommission[] | null {
  return json === null ? null : StoredCommissionLines.parse(JSON.parse(json));
}
