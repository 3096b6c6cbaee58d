import type { Commission, PayrollRun } from '../api/types.js';
import { toCents } from './format.js';
import { sumCents } from './sales.js';

/**
 * What a commission row is (SPEC §12, §18): a sale's commission, a refund's clawback, the
 * reversal of an order's commissions after its attribution was edited at POS, a month's sales
 * goal bonus, or one added by hand. The view does not name the reversed row, so a reversal is
 * told by its sign: a negative order commission that is not a refund's.
 */
export type CommissionKind = 'sale' | 'refund' | 'reversal' | 'goal_bonus' | 'manual';

export function commissionKind(commission: Commission): CommissionKind {
  if (commission.source === 'goal_bonus') return 'goal_bonus';
  if (commission.source !== 'shopify_order') return 'manual';
  if (commission.refund_id !== null) return 'refund';
  return (toCents(commission.amount) ?? 0) < 0 || (toCents(commission.sale_amount) ?? 0) < 0
    ? 'reversal'
    : 'sale';
}

export const COMMISSION_KIND_WORDS: Record<CommissionKind, string> = {
  sale: 'Sale',
  refund: 'Refund',
  reversal: 'Reversed after an attribution edit',
  goal_bonus: 'Monthly sales goal bonus',
  manual: 'Added by hand',
};

export interface StaffCommissions {
  staffId: string;
  /** Shopify orders whose sale, net of reversals (refunds aside), is theirs in the range. */
  orders: number;
  saleCents: number;
  amountCents: number;
  rows: Commission[];
}

/**
 * Each staff member's commissions of a range, in the order given: sales and commission totals
 * in integer cents, refunds and reversals included (what payroll pays). An order reattributed
 * away from someone nets to zero for them and is not counted as theirs.
 */
export function commissionsByStaff(rows: readonly Commission[]): StaffCommissions[] {
  const groups = new Map<string, Commission[]>();
  for (const row of rows) groups.set(row.staff_id, [...(groups.get(row.staff_id) ?? []), row]);
  return [...groups].map(([staffId, own]) => ({
    staffId,
    orders: ordersOf(own),
    saleCents: sumCents(own.map((row) => row.sale_amount)),
    amountCents: sumCents(own.map((row) => row.amount)),
    rows: own,
  }));
}

function ordersOf(rows: readonly Commission[]): number {
  const netByOrder = new Map<string, number>();
  for (const row of rows) {
    const kind = commissionKind(row);
    if (row.order_id === null || kind === 'refund' || kind === 'manual' || kind === 'goal_bonus') continue;
    netByOrder.set(row.order_id, (netByOrder.get(row.order_id) ?? 0) + (toCents(row.sale_amount) ?? 0));
  }
  return [...netByOrder.values()].filter((cents) => cents > 0).length;
}

/**
 * A run's commissions among those of its period: a finalized run's are the ones it paid; a
 * draft's are those no finalized run has paid yet (as the draft took them when it was made).
 */
export function commissionsOfRun(rows: readonly Commission[], run: PayrollRun): Commission[] {
  const paidBy = run.status === 'finalized' ? run.id : null;
  return rows.filter((row) => row.payroll_run === paidBy);
}

/** Where a commission came from, in the admin's words. */
export const COMMISSION_SOURCE_WORDS: Record<Commission['source'], string> = {
  manual: 'Manual',
  shopify_order: 'Shopify order',
  goal_bonus: 'Sales goal bonus',
};
