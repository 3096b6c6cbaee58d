import { commissionAmount } from '../pay/commission.js';
import { type LineShare, salesByStaff } from './attribution.js';
import type { refundByStaff } from './refunds.js';

/**
 * What one staff member's share of one sale line earned (SPEC §18), as a commission keeps it
 * (`commissions.lines`): the figures shown (`rule`, `basis`, `units`, `amount`) and those a
 * refund needs to take it back the same way (the rate or per-unit amount, the share's weight).
 */
export interface SaleLineCommission {
  lineId: string;
  /** The rule's id, or null for the staff member's `commission_rate`. */
  rule: string | null;
  /** The net share (negative on a clawback). */
  basisCents: number;
  /** quantity × weight / Σ weights (negative on a clawback). */
  units: number;
  amountCents: number;
  /** Exactly one of these two is set. */
  rateBp: number | null;
  amountPerUnitCents: number | null;
  /** The share's weight and the line's Σ weights: what a refunded quantity is shared by. */
  weight: number;
  weightSum: number;
}

/**
 * One commission line per staff member: a sale, the rate in basis points (null when its lines
 * differ in rate or pay per unit, SPEC §18), its amount, and the per-line figures (null for
 * commissions computed as §12 alone did, before §18).
 */
export interface CommissionLine {
  staffMemberId: string;
  saleCents: number;
  rateBp: number | null;
  amountCents: number;
  lines: SaleLineCommission[] | null;
}

/** `-0` would be the float -0; `0 - x` is 0 for 0. */
const negate = (cents: number) => 0 - cents;

/**
 * The order's commissions (SPEC §12): one per attributed staff member who has a rate, in order
 * of first appearance. `rateOf` answers the rate in basis points in force when the order was
 * processed, or null for no rate or no link; unattributed sales (null) earn nobody anything.
 */
export function orderCommissions(
  shares: readonly LineShare[],
  rateOf: (staffMemberId: string) => number | null,
): CommissionLine[] {
  const lines: CommissionLine[] = [];
  for (const { staffMemberId, saleCents } of salesByStaff(shares)) {
    if (staffMemberId === null) continue;
    const rateBp = rateOf(staffMemberId);
    if (rateBp === null) continue;
    lines.push({
      staffMemberId,
      saleCents,
      rateBp,
      amountCents: commissionAmount(saleCents, rateBp),
      lines: null,
    });
  }
  return lines;
}

/** The same staff, sales and rates, in any order: an `orders/updated` that changed nothing we pay on. */
export function sameCommissions(a: readonly CommissionLine[], b: readonly CommissionLine[]): boolean {
  if (a.length !== b.length) return false;
  const key = (line: CommissionLine) =>
    `${line.staffMemberId}|${line.saleCents}|${line.rateBp}|${line.amountCents}|${JSON.stringify(line.lines)}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((entry, index) => entry === right[index]);
}

/** The line that cancels `line`: −sale, the same rate, −amount, each sale line negated (never −0). */
export function reversal(line: CommissionLine): CommissionLine {
  return {
    staffMemberId: line.staffMemberId,
    saleCents: negate(line.saleCents),
    rateBp: line.rateBp,
    amountCents: negate(line.amountCents),
    lines:
      line.lines?.map((sale) => ({
        ...sale,
        basisCents: negate(sale.basisCents),
        units: negate(sale.units),
        amountCents: negate(sale.amountCents),
      })) ?? null,
  };
}

/**
 * An attribution change (SPEC §12): the standing commissions reversed, each as a negative copy
 * (−sale, same rate, −amount), then the fresh ones issued, so each staff member's total is the
 * fresh computation's while every line already paid stays as it was. Empty when fresh equals
 * standing (same staff, same sale, same rate), so a repeated or unrelated `orders/updated`
 * writes nothing.
 */
export function attributionChange(
  standing: readonly CommissionLine[],
  fresh: readonly CommissionLine[],
): { reversals: CommissionLine[]; issues: CommissionLine[] } {
  if (sameCommissions(standing, fresh)) return { reversals: [], issues: [] };
  return {
    reversals: standing.map(reversal),
    issues: fresh.map((line) => ({ ...line })),
  };
}

/**
 * A refund's negative commissions (SPEC §12), at the original's rate: for each staff member
 * with a standing commission on the order (`rateOfOriginal` answers its rate, or null when they
 * had none), sale = −subtotal and amount = −commissionAmount(subtotal, rate). Rounding is half
 * away from zero on both sides, so refunding a whole sale takes back exactly what it paid.
 * Staff without a standing commission, and unattributed refunds, get none.
 */
export function refundCommissions(
  byStaff: ReturnType<typeof refundByStaff>,
  rateOfOriginal: (staffMemberId: string) => number | null,
): CommissionLine[] {
  const lines: CommissionLine[] = [];
  for (const { staffMemberId, subtotalCents } of byStaff) {
    if (staffMemberId === null) continue;
    const rateBp = rateOfOriginal(staffMemberId);
    if (rateBp === null) continue;
    lines.push({
      staffMemberId,
      saleCents: negate(subtotalCents),
      rateBp,
      amountCents: negate(commissionAmount(subtotalCents, rateBp)),
      lines: null,
    });
  }
  return lines;
}
