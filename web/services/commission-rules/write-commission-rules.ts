import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import { notFound } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { ServiceDeps } from '../deps.js';
import { parseStoredStrings } from '../sales/stored-rules.js';
import { loadShop } from '../shops/shop-context.js';
import type { CommissionRuleView } from '../views/commission-rule-view.js';
import {
  assertDatesInOrder,
  assertMatchesSomething,
  type CommissionRuleInput,
  resolveRuleStaff,
  ruleColumns,
} from './commission-rule-input.js';
import { ruleViewOf } from './read-commission-rules.js';

/**
 * Creates a rule (SPEC §18). It pays orders recorded from now on: nothing recorded before is
 * recomputed, for this or any change of a rule.
 */
export async function createCommissionRule(
  deps: ServiceDeps,
  shopId: string,
  input: CommissionRuleInput,
): Promise<CommissionRuleView> {
  const shop = await loadShop(deps, shopId);
  assertMatchesSomething(input);
  const staffIds = await resolveRuleStaff(deps, shop.id, input.staff);
  assertDatesInOrder(input);
  return deps.db.transaction(async () => {
    const now = deps.now();
    const row = await deps.repos.commissionRules.insert({
      id: newId('cmr', now),
      shopId: shop.id,
      ...ruleColumns(input, staffIds),
      createdAt: now,
      updatedAt: now,
    });
    return ruleViewOf(deps, row);
  });
}

/** The fields a PATCH may send; a rate or a per-unit amount replaces whichever the rule had. */
export type CommissionRulePatch = Partial<CommissionRuleInput>;

/** Changes the fields sent; the rule as a whole must still pass every check of a new one. */
export async function updateCommissionRule(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  patch: CommissionRulePatch,
): Promise<CommissionRuleView> {
  return deps.db.transaction(async () => {
    const row = await deps.repos.commissionRules.findById(shopId, id);
    if (!row) throw notFound('commission rule');
    const merged = mergePatch(row, patch);
    assertMatchesSomething(merged);
    const staffIds =
      patch.staff === undefined
        ? parseStoredStrings(row.staffIds)
        : await resolveRuleStaff(deps, shopId, patch.staff);
    assertDatesInOrder(merged);
    const updated = await deps.repos.commissionRules.update(shopId, id, {
      ...ruleColumns(merged, staffIds),
      updatedAt: deps.now(),
    });
    return ruleViewOf(deps, updated!);
  });
}

export async function deleteCommissionRule(deps: ServiceDeps, shopId: string, id: string): Promise<void> {
  await deps.db.transaction(async () => {
    if (!(await deps.repos.commissionRules.delete(shopId, id))) throw notFound('commission rule');
  });
}

function mergePatch(row: CommissionRuleRow, patch: CommissionRulePatch): CommissionRuleInput {
  const stored = (json: string) => parseStoredStrings(json);
  const perUnit = patch.amountPerUnitCents !== undefined && patch.amountPerUnitCents !== null;
  const rate = patch.rateBp !== undefined && patch.rateBp !== null;
  return {
    name: patch.name === undefined ? row.name : patch.name,
    productIds: patch.productIds ?? stored(row.productIds),
    variantIds: patch.variantIds ?? stored(row.variantIds),
    collectionIds: patch.collectionIds ?? stored(row.collectionIds),
    vendors: patch.vendors ?? stored(row.vendors),
    productTypes: patch.productTypes ?? stored(row.productTypes),
    skus: patch.skus ?? stored(row.skus),
    staff: [],
    rateBp: rate ? patch.rateBp! : perUnit ? null : row.rateBp,
    amountPerUnitCents: perUnit ? patch.amountPerUnitCents! : rate ? null : row.amountPerUnitCents,
    startsOn: patch.startsOn === undefined ? row.startsOn : patch.startsOn,
    endsOn: patch.endsOn === undefined ? row.endsOn : patch.endsOn,
  };
}
