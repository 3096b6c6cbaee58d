import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CommissionRule,
  type LineFacts,
  lineShares,
  type OrderLine,
  type RefundLine,
  RuleIndex,
  refundClawbacks,
  ruleCommissions,
  ruleHoldsOn,
} from '../../web/domain/sales/index.js';

/**
 * SPEC §18 bullets 3–4 as properties: random orders and rule sets, against a reference of the
 * rule choice written apart from RuleIndex (every rule scanned, plainly).
 */
const ORDER_DATE = '2026-11-16';

/** Shopify staff 1–3 are linked (stf_1 without a rate); 9 is not. */
const RATES: Record<string, number | null> = { '1': null, '2': 500, '3': 1250 };
const payeeOf = (shopifyId: string) =>
  shopifyId in RATES ? { staffId: `stf_${shopifyId}`, rateBp: RATES[shopifyId]! } : null;

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const some = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 2 });

const PRODUCTS = ['p1', 'p2', 'p3'];
const VARIANTS = ['v1', 'v2', 'v3'];
const SKUS = ['AB1', 'ab2', 'A', 'B9', 'AB'];
const VENDORS = ['Acme', 'acme', 'Zed'];
const TYPES = ['Boots', 'BOOTS', 'hats'];
const COLLECTIONS = ['c1', 'c2', 'c3'];
const DATES = [null, '2026-11-15', '2026-11-16', '2026-11-17'];

const facts: fc.Arbitrary<LineFacts> = fc.record({
  productId: fc.option(pick(PRODUCTS), { nil: null }),
  variantId: fc.option(pick(VARIANTS), { nil: null }),
  sku: fc.option(pick(SKUS), { nil: null }),
  vendor: fc.option(pick(VENDORS), { nil: null }),
  productType: fc.option(pick(TYPES), { nil: null }),
  collectionIds: some(COLLECTIONS),
});

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  discountCents: fc.integer({ min: 0, max: 2_000 }),
  attributedStaffs: fc.array(
    fc.record({ staffMemberId: pick(['1', '2', '3', '9']), quantity: fc.integer({ min: 0, max: 4 }) }),
    { maxLength: 3 },
  ),
  facts,
});

const rule = fc.record({
  createdAt: fc.integer({ min: 1, max: 4 }),
  productIds: some(PRODUCTS),
  variantIds: some(VARIANTS),
  collectionIds: some(COLLECTIONS),
  vendors: some(VENDORS),
  productTypes: some(TYPES),
  skus: some(SKUS),
  staffIds: some(['stf_1', 'stf_2', 'stf_3']),
  pay: fc.oneof(
    fc.record({ rateBp: fc.integer({ min: 0, max: 10_000 }), amountPerUnitCents: fc.constant(null) }),
    fc.record({ rateBp: fc.constant(null), amountPerUnitCents: fc.integer({ min: 0, max: 10_000 }) }),
  ),
  startsOn: pick(DATES),
  endsOn: pick(DATES),
});

const order = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  userId: fc.option(pick(['1', '2', '3', '9']), { nil: null }),
  rules: fc.array(rule, { maxLength: 7 }),
});

type Generated = typeof order extends fc.Arbitrary<infer T> ? T : never;

function build(generated: Generated) {
  const lines: OrderLine[] = generated.lines.map((spec, index) => ({
    id: `L${index}`,
    unitPriceCents: spec.unitPriceCents,
    quantity: spec.quantity,
    discountCents: spec.discountCents,
    taxCents: 0,
    excluded: false,
    attributedStaffs: spec.attributedStaffs,
  }));
  const factsOf = new Map(generated.lines.map((spec, index) => [`L${index}`, spec.facts]));
  const rules: CommissionRule[] = generated.rules.map(({ pay, ...spec }, index) => ({
    ...spec,
    ...pay,
    id: `cmr_${index}`,
  }));
  const shares = lineShares({ taxesIncluded: false, userId: generated.userId, lines });
  return { lines, factsOf, rules, shares };
}

/** The reference: how specific a rule's best criterion matching the line is (0 = variant), or null. */
function bestLevel(rule: CommissionRule, line: LineFacts): number | null {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const matched = [
    line.variantId !== null && rule.variantIds.includes(line.variantId),
    line.productId !== null && rule.productIds.includes(line.productId),
    line.sku !== null && rule.skus.some((prefix) => line.sku!.startsWith(prefix)),
    rule.collectionIds.some((id) => line.collectionIds.includes(id)),
    line.productType !== null && rule.productTypes.some((type) => same(type, line.productType!)),
    line.vendor !== null && rule.vendors.some((vendor) => same(vendor, line.vendor!)),
  ];
  const level = matched.indexOf(true);
  return level === -1 ? null : level;
}

function referenceRule(
  rules: readonly CommissionRule[],
  line: LineFacts,
  staffId: string,
): CommissionRule | null {
  let best: { rule: CommissionRule; level: number } | null = null;
  for (const rule of rules) {
    const holds =
      (rule.startsOn === null || rule.startsOn <= ORDER_DATE) &&
      (rule.endsOn === null || rule.endsOn >= ORDER_DATE);
    const lists = rule.staffIds.length === 0 || rule.staffIds.includes(staffId);
    const level = bestLevel(rule, line);
    if (!holds || !lists || level === null) continue;
    const better =
      best === null ||
      level < best.level ||
      (level === best.level &&
        (rule.createdAt > best.rule.createdAt ||
          (rule.createdAt === best.rule.createdAt && rule.id > best.rule.id)));
    if (better) best = { rule, level };
  }
  return best?.rule ?? null;
}

/** half-up(numerator / divisor) for numerator ≥ 0, in BigInt. */
const halfUp = (numerator: bigint, divisor: bigint) => Number((numerator * 2n + divisor) / (divisor * 2n));

function commissionsOf(generated: Generated) {
  const { factsOf, rules, shares } = build(generated);
  const index = new RuleIndex(rules.filter((candidate) => ruleHoldsOn(candidate, ORDER_DATE)));
  const commissions = ruleCommissions(shares, payeeOf, (lineId, staffId) =>
    index.winner(factsOf.get(lineId)!, staffId),
  );
  return { commissions, factsOf, rules, shares };
}

describe('commission rules (SPEC §18), as properties', () => {
  it('pays every share by the rule the reference picks, rounded on its own; amount = Σ lines', () => {
    fc.assert(
      fc.property(order, (generated) => {
        const { commissions, factsOf, rules, shares } = commissionsOf(generated);
        const expected = new Map<string, { rule: string | null; amount: number; basis: number }[]>();
        const weightSum = (lineId: string) =>
          shares.filter((share) => share.lineId === lineId).reduce((sum, share) => sum + share.quantity, 0);
        for (const share of shares) {
          const payee = share.staffMemberId === null ? null : payeeOf(share.staffMemberId);
          if (!payee) continue;
          const chosen = referenceRule(rules, factsOf.get(share.lineId)!, payee.staffId);
          const rateBp = chosen ? chosen.rateBp : payee.rateBp;
          const perUnit = chosen?.amountPerUnitCents ?? null;
          if (rateBp === null && perUnit === null) continue;
          const sum = weightSum(share.lineId);
          const amount =
            perUnit !== null
              ? sum === 0
                ? 0
                : halfUp(BigInt(perUnit * share.lineQuantity * share.quantity), BigInt(sum))
              : halfUp(BigInt(share.cents * rateBp!), 10_000n);
          expected.set(payee.staffId, [
            ...(expected.get(payee.staffId) ?? []),
            { rule: chosen?.id ?? null, amount, basis: share.cents },
          ]);
        }
        expect(new Set(commissions.map((commission) => commission.staffMemberId))).toEqual(
          new Set(expected.keys()),
        );
        for (const commission of commissions) {
          const lines = commission.lines!;
          expect(
            lines.map(({ rule: id, amountCents, basisCents }) => ({
              rule: id,
              amount: amountCents,
              basis: basisCents,
            })),
          ).toEqual(expected.get(commission.staffMemberId));
          expect(commission.amountCents).toBe(lines.reduce((sum, entry) => sum + entry.amountCents, 0));
          expect(commission.saleCents).toBe(lines.reduce((sum, entry) => sum + entry.basisCents, 0));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a full refund brings each staff member’s order total to zero', () => {
    fc.assert(
      fc.property(order, (generated) => {
        const { commissions, shares } = commissionsOf(generated);
        const net = new Map<string, { quantity: number; cents: number }>();
        for (const share of shares)
          net.set(share.lineId, {
            quantity: share.lineQuantity,
            cents: (net.get(share.lineId)?.cents ?? 0) + share.cents,
          });
        const refund: RefundLine[] = [...net].map(([lineId, paid]) => ({
          lineId,
          quantity: paid.quantity,
          subtotalCents: paid.cents,
        }));
        const originals = new Map(commissions.map((commission) => [commission.staffMemberId, commission]));
        const clawbacks = refundClawbacks(
          refund,
          shares,
          (shopifyId) => payeeOf(shopifyId)?.staffId,
          (staffId) => originals.get(staffId),
        );
        const totals = new Map<string, number>();
        for (const entry of [...commissions, ...clawbacks])
          totals.set(entry.staffMemberId, (totals.get(entry.staffMemberId) ?? 0) + entry.amountCents);
        for (const [staffId, total] of totals) expect(total, staffId).toBe(0);
        for (const clawback of clawbacks) {
          const original = originals.get(clawback.staffMemberId)!;
          // Each line comes back with its original rule.
          expect(clawback.lines!.map((entry) => entry.rule)).toEqual(
            original.lines!.map((entry) => entry.rule),
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});
