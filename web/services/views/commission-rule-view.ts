import { z } from 'zod';
import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { parseStoredStrings } from '../sales/stored-rules.js';
import { formatInstant } from './instant.js';
import { DateOnly, Id, Money, Timestamp } from './schema-fields.js';

export const CommissionRuleSchema = z
  .object({
    id: Id('cmr'),
    object: z.literal('commission_rule'),
    name: z.string().nullable(),
    product_ids: z.array(z.string()),
    variant_ids: z.array(z.string()),
    collection_ids: z.array(z.string()),
    vendors: z.array(z.string()),
    product_types: z.array(z.string()),
    skus: z.array(z.string()),
    staff: z.array(z.string()).meta({ description: 'Handles; `[]` is everyone.' }),
    staff_ids: z.array(Id('stf')),
    rate: z.string().nullable().meta({ example: '5.00' }),
    amount_per_unit: Money.nullable(),
    starts_on: DateOnly.nullable(),
    ends_on: DateOnly.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'CommissionRule' });
export type CommissionRuleView = z.output<typeof CommissionRuleSchema>;

/**
 * A rule as the API answers it. `handleOf` knows the shop's staff: a staff member deleted since
 * the rule was written is left out of both `staff` and `staff_ids`.
 */
export function commissionRuleView(
  row: CommissionRuleRow,
  handleOf: (staffId: string) => string | undefined,
): CommissionRuleView {
  const staffIds = parseStoredStrings(row.staffIds).filter((id) => handleOf(id) !== undefined);
  return {
    id: row.id,
    object: 'commission_rule',
    name: row.name,
    product_ids: parseStoredStrings(row.productIds),
    variant_ids: parseStoredStrings(row.variantIds),
    collection_ids: parseStoredStrings(row.collectionIds),
    vendors: parseStoredStrings(row.vendors),
    product_types: parseStoredStrings(row.productTypes),
    skus: parseStoredStrings(row.skus),
    staff: staffIds.map((id) => handleOf(id)!),
    staff_ids: staffIds,
    rate: row.rateBp === null ? null : formatPercent(row.rateBp),
    amount_per_unit: row.amountPerUnitCents === null ? null : formatMoney(row.amountPerUnitCents),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
