import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { AppError, notFound } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { localDateOf } from '../../domain/time/work-week.js';
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
 * The most rules a shop may have that have not ended (decision 0072): every order's lines are
 * matched through the shop's rules, kept indexed in memory per shop, so their number is bounded.
 * Rules that have ended do not count; they pay no order recorded from now on.
 */
export const MAX_RULES_NOT_ENDED = 1_000;

/** Whether a rule ending on `endsOn` (null: never) has not ended on the local date `today`. */
const notEnded = (endsOn: string | null, today: string) => endsOn === null || endsOn >= today;

/**
 * Refuses, with 422 `too_many_rules`, one more rule that has not ended when the shop has
 * MAX_RULES_NOT_ENDED already (`exceptId`: the rule being changed, not counted). Counted then
 * written under the shop's lock, so creates racing on any instance cannot each take the last place.
 */
async function assertRoomForRule(deps: ServiceDeps, shop: ShopRow, exceptId?: string): Promise<void> {
  await deps.db.lockShop(shop.id);
  const today = localDateOf(deps.now(), shop.timezone);
  if ((await deps.repos.commissionRules.countNotEnded(shop.id, today, exceptId)) < MAX_RULES_NOT_ENDED)
    return;
  throw new AppError(
    'too_many_rules',
    `A shop may have at most ${MAX_RULES_NOT_ENDED} commission rules that have not ended. Delete one, or give it an end date in the past, first.`,
  );
}

/**
 * Creates a rule (SPEC §18). It pays orders recorded from now on: nothing recorded before is
 * recomputed, for this or any change of a rule. A rule that has not ended must fit under
 * MAX_RULES_NOT_ENDED.
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
    if (notEnded(input.endsOn, localDateOf(deps.now(), shop.timezone))) await assertRoomForRule(deps, shop);
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

/**
 * Changes the fields sent; the rule as a whole must still pass every check of a new one. A rule
 * that had ended and no longer has must fit under MAX_RULES_NOT_ENDED; one that stays as it was
 * may change, even in a shop over the limit.
 */
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
    const shop = await loadShop(deps, shopId);
    const today = localDateOf(deps.now(), shop.timezone);
    if (!notEnded(row.endsOn, today) && notEnded(merged.endsOn, today))
      await assertRoomForRule(deps, shop, id);
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
