import { commissionAmount } from '../pay/commission.js';
import type { LineShare } from './attribution.js';
import type { CommissionRule } from './commission-rules.js';
import type { CommissionLine, SaleLineCommission } from './commissions.js';
import type { RefundLine } from './refunds.js';
import { splitByWeights } from './split-by-weights.js';

/** Who is paid for a share of Shopify staff id: their Shiftbook id and `commission_rate`, or null (not linked). */
export type PayeeOf = (shopifyStaffId: string) => { staffId: string; rateBp: number | null } | null;

/** The rule that pays a staff member's share of a line, or null (their rate, if any). */
export type RuleFor = (lineId: string, staffId: string) => CommissionRule | null;

/** `0 - x`: never the float −0. */
const negate = (value: number) => 0 - value;

/** half-up(amount × quantity × weight / Σ weights), exact in BigInt: per-unit pay of a share. */
export function perUnitAmount(
  amountCents: number,
  quantity: number,
  weight: number,
  weightSum: number,
): number {
  if (weightSum <= 0) return 0;
  const numerator = BigInt(amountCents) * BigInt(quantity) * BigInt(weight);
  const divisor = BigInt(weightSum);
  return Number((numerator * 2n + divisor) / (divisor * 2n));
}

/** Σ weights of each line: the quantities of its shares (a line not split has one, its quantity). */
function weightSums(shares: readonly LineShare[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const share of shares) sums.set(share.lineId, (sums.get(share.lineId) ?? 0) + share.quantity);
  return sums;
}

/** The rate common to every line, or null when they differ or one pays per unit. */
function commonRate(lines: readonly SaleLineCommission[]): number | null {
  const rate = lines[0]?.rateBp ?? null;
  return lines.every((line) => line.rateBp === rate) ? rate : null;
}

/** One commission of summed lines: amount = Σ rounded lines, sale = Σ bases. */
function commissionOf(staffId: string, lines: SaleLineCommission[], rateBp: number | null): CommissionLine {
  return {
    staffMemberId: staffId,
    saleCents: lines.reduce((sum, line) => sum + line.basisCents, 0),
    rateBp,
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    lines,
  };
}

/**
 * The order's commissions (SPEC §12 and §18), keyed by Shiftbook staff id, in order of first
 * appearance: each linked staff member's shares paid by the rule `ruleFor` picks, else at their
 * `commission_rate`, else not at all; each share rounded half-up on its own. A staff member with
 * no paid share gets no commission. Unattributed shares pay nobody.
 */
export function ruleCommissions(
  shares: readonly LineShare[],
  payeeOf: PayeeOf,
  ruleFor: RuleFor,
): CommissionLine[] {
  const sums = weightSums(shares);
  const byStaff = new Map<string, SaleLineCommission[]>();
  for (const share of shares) {
    if (share.staffMemberId === null) continue;
    const payee = payeeOf(share.staffMemberId);
    if (!payee) continue;
    const rule = ruleFor(share.lineId, payee.staffId);
    const rateBp = rule ? rule.rateBp : payee.rateBp;
    const perUnit = rule ? rule.amountPerUnitCents : null;
    if (rateBp === null && perUnit === null) continue;
    const weight = share.quantity;
    const weightSum = sums.get(share.lineId)!;
    const line: SaleLineCommission = {
      lineId: share.lineId,
      rule: rule?.id ?? null,
      basisCents: share.cents,
      units: weightSum > 0 ? (share.lineQuantity * weight) / weightSum : 0,
      amountCents:
        perUnit !== null
          ? perUnitAmount(perUnit, share.lineQuantity, weight, weightSum)
          : commissionAmount(share.cents, rateBp!),
      rateBp: perUnit !== null ? null : rateBp,
      amountPerUnitCents: perUnit,
      weight,
      weightSum,
    };
    const list = byStaff.get(payee.staffId);
    if (list) list.push(line);
    else byStaff.set(payee.staffId, [line]);
  }
  return [...byStaff].map(([staffId, lines]) => commissionOf(staffId, lines, commonRate(lines)));
}

/** The original commission a refund takes back from: its rate and its lines (null before §18). */
export interface OriginalCommission {
  rateBp: number | null;
  lines: readonly SaleLineCommission[] | null;
}

/**
 * A refund's clawbacks (SPEC §12 and §18), keyed by Shiftbook staff id: each refunded line's
 * subtotal shared among its shares by quantity (as `refundByStaff`), and each staff member's
 * part taken back with their original line's rule and figures, each rounded: −(part × rate) or
 * −(amount × refunded quantity × weight / Σ weights). A share whose original commission has no
 * line for it takes nothing back; one whose commission predates §18 (`lines` null) takes back
 * −half-up(Σ parts × its rate) as §12 did. The clawback keeps the original's `rate`.
 */
export function refundClawbacks(
  refundLines: readonly RefundLine[],
  shares: readonly LineShare[],
  staffIdOf: (shopifyStaffId: string) => string | undefined,
  originalOf: (staffId: string) => OriginalCommission | undefined,
): CommissionLine[] {
  const sharesOfLine = new Map<string, LineShare[]>();
  for (const share of shares)
    sharesOfLine.set(share.lineId, [...(sharesOfLine.get(share.lineId) ?? []), share]);
  const legacy = new Map<string, number>();
  const lines = new Map<string, SaleLineCommission[]>();
  const order: string[] = [];
  for (const refunded of refundLines) {
    const taken = new Map<string, number>();
    const lineShares = sharesOfLine.get(refunded.lineId);
    if (!lineShares) continue;
    const weights = lineShares.map((share) => share.quantity);
    // A line of quantity 0 has nothing to weigh by: its shares then take equal parts.
    const usable = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
    const parts = splitByWeights(refunded.subtotalCents, usable);
    lineShares.forEach((share, index) => {
      const staffId = share.staffMemberId === null ? undefined : staffIdOf(share.staffMemberId);
      const original = staffId === undefined ? undefined : originalOf(staffId);
      if (staffId === undefined || !original) return;
      if (!order.includes(staffId)) order.push(staffId);
      const part = parts[index]!;
      if (original.lines === null) {
        legacy.set(staffId, (legacy.get(staffId) ?? 0) + part);
        return;
      }
      // A staff member named twice on a line has two shares there, paid in share order.
      const seen = `${staffId}|${refunded.lineId}`;
      const nth = taken.get(seen) ?? 0;
      taken.set(seen, nth + 1);
      const paid = original.lines.filter((line) => line.lineId === refunded.lineId)[nth];
      if (!paid) return;
      const perUnit = paid.amountPerUnitCents;
      const back: SaleLineCommission = {
        ...paid,
        basisCents: negate(part),
        units: negate(paid.weightSum > 0 ? (refunded.quantity * paid.weight) / paid.weightSum : 0),
        amountCents: negate(
          perUnit !== null
            ? perUnitAmount(perUnit, refunded.quantity, paid.weight, paid.weightSum)
            : commissionAmount(part, paid.rateBp!),
        ),
      };
      lines.set(staffId, [...(lines.get(staffId) ?? []), back]);
    });
  }
  const clawbacks: CommissionLine[] = [];
  for (const staffId of order) {
    const original = originalOf(staffId)!;
    const subtotal = legacy.get(staffId);
    if (subtotal !== undefined && original.rateBp !== null)
      clawbacks.push({
        staffMemberId: staffId,
        saleCents: negate(subtotal),
        rateBp: original.rateBp,
        amountCents: negate(commissionAmount(subtotal, original.rateBp)),
        lines: null,
      });
    const back = lines.get(staffId);
    if (back) clawbacks.push(commissionOf(staffId, back, original.rateBp));
  }
  return clawbacks;
}
