import { AppError, ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { commissionAmount } from '../../domain/pay/commission.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveStaff } from '../staff/resolve-staff.js';
import { type CommissionView, commissionView } from '../views/commission-view.js';

export interface CreateCommissionInput {
  staff: string;
  saleAmountCents: number;
  /** Basis points; null takes the staff member's commission rate. */
  rateBp: number | null;
  occurredAt: number;
  source: 'manual' | 'shopify_order';
  reference: string | null;
}

/**
 * Records a commission on a sale. The amount is fixed now, from the rate in the request or the
 * staff member's current commission rate, so later rate changes never alter it. A reference is
 * checked free under the shop's lock; the unique index stays the last word.
 */
export async function createCommission(
  deps: ServiceDeps,
  shopId: string,
  input: CreateCommissionInput,
): Promise<CommissionView> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const staff = await resolveStaff(deps, shop, input.staff);
    const rateBp = input.rateBp ?? staff.commissionRateBp;
    if (rateBp === null) {
      throw ruleViolation('rate', `Staff member "${staff.handle}" has no commission rate: send a rate.`);
    }
    if (
      input.reference !== null &&
      (await deps.repos.commissions.findByReference(shop.id, input.source, input.reference))
    ) {
      throw new AppError(
        'state_conflict',
        `A ${input.source} commission with this reference already exists.`,
        {
          errors: [{ field: 'reference', message: 'already used' }],
        },
      );
    }
    const now = deps.now();
    const row = await deps.repos.commissions.insert({
      id: newId('com', now),
      shopId: shop.id,
      staffId: staff.id,
      saleAmountCents: input.saleAmountCents,
      rateBp,
      amountCents: commissionAmount(input.saleAmountCents, rateBp),
      occurredAt: input.occurredAt,
      source: input.source,
      reference: input.reference,
      finalizedRunId: null,
      createdAt: now,
    });
    return commissionView(row, staff.handle);
  });
}
