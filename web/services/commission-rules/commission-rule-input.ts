import { AppError } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

/** A rule's fields as a request gives them, parsed (money in cents, rates in basis points). */
export interface CommissionRuleInput {
  name: string | null;
  productIds: string[];
  variantIds: string[];
  collectionIds: string[];
  vendors: string[];
  productTypes: string[];
  skus: string[];
  /** Ids or handles as sent; `[]` is everyone. */
  staff: string[];
  rateBp: number | null;
  amountPerUnitCents: number | null;
  startsOn: string | null;
  endsOn: string | null;
}

/** SPEC §18: a rule needs at least one non-empty criterion, else it would match nothing. */
export function assertMatchesSomething(input: CommissionRuleInput): void {
  const criteria = [
    input.productIds,
    input.variantIds,
    input.collectionIds,
    input.vendors,
    input.productTypes,
    input.skus,
  ];
  if (criteria.every((list) => list.length === 0)) {
    const message = 'A rule needs at least one product, variant, collection, vendor, product type or sku.';
    throw new AppError('rule_matches_nothing', message, { errors: [{ field: 'product_ids', message }] });
  }
}

/** SPEC §18: an end before the start is a 422 (`invalid_range`); equal days hold one day. */
export function assertDatesInOrder(input: CommissionRuleInput): void {
  if (input.startsOn !== null && input.endsOn !== null && input.endsOn < input.startsOn) {
    throw new AppError('invalid_range', `ends_on ${input.endsOn} is before starts_on ${input.startsOn}.`, {
      errors: [{ field: 'ends_on', message: `must not be before the first day (${input.startsOn}).` }],
    });
  }
}

/**
 * The staff named, by id or handle, as their ids (each once, in the order sent); an unknown one
 * is a 422 `unknown_staff` naming it.
 */
export async function resolveRuleStaff(
  deps: ServiceDeps,
  shopId: string,
  refs: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, ref] of refs.entries()) {
    const member = await deps.repos.staff.findByRef(shopId, ref);
    if (!member) {
      const message = `No staff member "${ref}" in this shop.`;
      throw new AppError('unknown_staff', message, { errors: [{ field: `staff.${index}`, message }] });
    }
    if (!ids.includes(member.id)) ids.push(member.id);
  }
  return ids;
}

/** The row's columns of a checked input (criteria and staff as JSON arrays). */
export function ruleColumns(input: CommissionRuleInput, staffIds: readonly string[]) {
  return {
    name: input.name,
    productIds: JSON.stringify(input.productIds),
    variantIds: JSON.stringify(input.variantIds),
    collectionIds: JSON.stringify(input.collectionIds),
    vendors: JSON.stringify(input.vendors),
    productTypes: JSON.stringify(input.productTypes),
    skus: JSON.stringify(input.skus),
    staffIds: JSON.stringify(staffIds),
    rateBp: input.rateBp,
    amountPerUnitCents: input.amountPerUnitCents,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}
