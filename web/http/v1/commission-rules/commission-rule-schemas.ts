import { z } from 'zod';
import { MAX_SALE_AMOUNT_CENTS } from '../../../domain/money/limits.js';
import type { CommissionRuleInput } from '../../../services/commission-rules/commission-rule-input.js';
import type { CommissionRuleView } from '../../../services/views/commission-rule-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { CalendarDate, ListQuery, moneyUpTo, Percent, PlainText } from '../common-schemas.js';

/** Numeric Shopify ids, as text (ids pass 2^53). */
const ShopifyIds = z
  .array(z.string().regex(/^[1-9][0-9]{0,19}$/, 'must be a numeric Shopify id as a string'))
  .max(500);
const Texts = z.array(PlainText.min(1).max(255)).max(500);

/**
 * A per-unit amount is multiplied by quantities (exactly, in BigInt) and summed into a
 * commission: bounded like a sale so the sum stays exact.
 */
const AmountPerUnit = moneyUpTo(MAX_SALE_AMOUNT_CENTS / 100);

const RuleFields = {
  name: PlainText.max(200).nullable().optional(),
  product_ids: ShopifyIds.optional(),
  variant_ids: ShopifyIds.optional(),
  collection_ids: ShopifyIds.optional(),
  vendors: Texts.optional().meta({ description: 'Any case.' }),
  product_types: Texts.optional().meta({ description: 'Any case.' }),
  skus: Texts.optional().meta({ description: 'Prefixes, exact case.' }),
  staff: z
    .array(PlainText.min(1))
    .max(500)
    .optional()
    .meta({ description: 'Ids or handles; absent or `[]` is everyone.' }),
  rate: Percent.optional(),
  amount_per_unit: AmountPerUnit.optional(),
  starts_on: CalendarDate.nullable().optional().meta({ description: 'Local, inclusive; null is open.' }),
  ends_on: CalendarDate.nullable().optional().meta({ description: 'Local, inclusive; null is open.' }),
};

/** SPEC §18: exactly one of `rate` and `amount_per_unit` (400 otherwise); at most one on a PATCH. */
function onePayment(required: boolean) {
  return (body: { rate?: unknown; amount_per_unit?: unknown }, ctx: z.RefinementCtx) => {
    const sent = Number(body.rate !== undefined) + Number(body.amount_per_unit !== undefined);
    if (sent > 1 || (required && sent === 0))
      ctx.addIssue({
        code: 'custom',
        path: ['rate'],
        message: 'send exactly one of rate and amount_per_unit',
      });
  };
}

export const CreateCommissionRuleBody = z.strictObject(RuleFields).superRefine(onePayment(true));
export const UpdateCommissionRuleBody = z.strictObject(RuleFields).superRefine(onePayment(false));

type RuleBody = z.output<typeof CreateCommissionRuleBody>;

/** A create's body as the service takes it: absent lists are empty, absent dates open. */
export function ruleInput(body: RuleBody): CommissionRuleInput {
  return {
    name: body.name ?? null,
    productIds: body.product_ids ?? [],
    variantIds: body.variant_ids ?? [],
    collectionIds: body.collection_ids ?? [],
    vendors: body.vendors ?? [],
    productTypes: body.product_types ?? [],
    skus: body.skus ?? [],
    staff: body.staff ?? [],
    rateBp: body.rate ?? null,
    amountPerUnitCents: body.amount_per_unit ?? null,
    startsOn: body.starts_on ?? null,
    endsOn: body.ends_on ?? null,
  };
}

/** A PATCH's body as the service takes it: only what was sent. */
export function rulePatch(body: RuleBody): Partial<CommissionRuleInput> {
  const patch: Partial<CommissionRuleInput> = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.product_ids !== undefined) patch.productIds = body.product_ids;
  if (body.variant_ids !== undefined) patch.variantIds = body.variant_ids;
  if (body.collection_ids !== undefined) patch.collectionIds = body.collection_ids;
  if (body.vendors !== undefined) patch.vendors = body.vendors;
  if (body.product_types !== undefined) patch.productTypes = body.product_types;
  if (body.skus !== undefined) patch.skus = body.skus;
  if (body.staff !== undefined) patch.staff = body.staff;
  if (body.rate !== undefined) patch.rateBp = body.rate;
  if (body.amount_per_unit !== undefined) patch.amountPerUnitCents = body.amount_per_unit;
  if (body.starts_on !== undefined) patch.startsOn = body.starts_on;
  if (body.ends_on !== undefined) patch.endsOn = body.ends_on;
  return patch;
}

export const CommissionRuleListQuery = z.strictObject({
  ...ListQuery,
  staff: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Id or handle: the rules that apply to them (naming them, or everyone).' }),
  active_on: CalendarDate.optional().meta({ description: 'A local date: the rules that hold on it.' }),
});

const joined = (list: readonly string[]) => list.join(' ');

/** The columns of the JSON: ids and handles joined by spaces, free text by `|`. */
export const COMMISSION_RULE_CSV: CsvColumn<CommissionRuleView>[] = [
  { name: 'id', kind: 'text', value: (r) => r.id },
  { name: 'name', kind: 'text', value: (r) => r.name },
  { name: 'product_ids', kind: 'text', value: (r) => joined(r.product_ids) },
  { name: 'variant_ids', kind: 'text', value: (r) => joined(r.variant_ids) },
  { name: 'collection_ids', kind: 'text', value: (r) => joined(r.collection_ids) },
  { name: 'vendors', kind: 'text', value: (r) => r.vendors.join('|') },
  { name: 'product_types', kind: 'text', value: (r) => r.product_types.join('|') },
  { name: 'skus', kind: 'text', value: (r) => r.skus.join('|') },
  { name: 'staff', kind: 'text', value: (r) => joined(r.staff) },
  { name: 'staff_ids', kind: 'text', value: (r) => joined(r.staff_ids) },
  { name: 'rate', kind: 'money', value: (r) => r.rate },
  { name: 'amount_per_unit', kind: 'money', value: (r) => r.amount_per_unit },
  { name: 'starts_on', kind: 'text', value: (r) => r.starts_on },
  { name: 'ends_on', kind: 'text', value: (r) => r.ends_on },
  { name: 'created_at', kind: 'text', value: (r) => r.created_at },
  { name: 'updated_at', kind: 'text', value: (r) => r.updated_at },
];
