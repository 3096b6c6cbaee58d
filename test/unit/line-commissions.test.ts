import { describe, expect, it } from 'vitest';
import {
  type CommissionRule,
  type LineShare,
  RuleIndex,
  refundClawbacks,
  ruleCommissions,
} from '../../web/domain/sales/index.js';

/** SPEC §18 bullets 3–4 on small cases worked out by hand. */
const share = (
  lineId: string,
  staff: string | null,
  cents: number,
  quantity: number,
  lineQuantity = quantity,
): LineShare => ({
  lineId,
  staffMemberId: staff,
  cents,
  quantity,
  lineQuantity,
});
const payee = (shopifyId: string) =>
  shopifyId === '9' ? null : { staffId: `stf_${shopifyId}`, rateBp: 500 };
const rule = (fields: Partial<CommissionRule>): CommissionRule => ({
  id: 'cmr_1',
  createdAt: 1,
  productIds: [],
  variantIds: [],
  collectionIds: [],
  vendors: [],
  productTypes: [],
  skus: [],
  staffIds: [],
  rateBp: null,
  amountPerUnitCents: null,
  startsOn: null,
  endsOn: null,
  ...fields,
});

describe('ruleCommissions', () => {
  it('pays each share on its own and sums: 0.125 + 0.125 per unit → 0.13 + 0.13', () => {
    const perUnit = rule({ amountPerUnitCents: 25 });
    const shares = [share('L1', '1', 250, 1, 1), share('L1', '2', 250, 1, 1)];
    const [ana, ben] = ruleCommissions(shares, payee, () => perUnit);
    expect(ana).toMatchObject({ staffMemberId: 'stf_1', saleCents: 250, rateBp: null, amountCents: 13 });
    expect(ana!.lines).toEqual([
      {
        lineId: 'L1',
        rule: 'cmr_1',
        basisCents: 250,
        units: 0.5,
        amountCents: 13,
        rateBp: null,
        amountPerUnitCents: 25,
        weight: 1,
        weightSum: 2,
      },
    ]);
    expect(ben!.amountCents).toBe(13);
  });

  it('gives the common rate, or null when the lines differ; unlinked and unattributed shares pay nobody', () => {
    const tenPercent = rule({ rateBp: 1000 });
    const shares = [
      share('L1', '1', 1000, 1),
      share('L2', '1', 1000, 1),
      share('L3', '9', 1000, 1),
      share('L4', null, 1000, 1),
    ];
    expect(ruleCommissions(shares, payee, () => null)).toMatchObject([{ rateBp: 500, amountCents: 100 }]);
    expect(ruleCommissions(shares, payee, (lineId) => (lineId === 'L1' ? tenPercent : null))).toMatchObject([
      { rateBp: null, amountCents: 150, saleCents: 2000 },
    ]);
  });
});

describe('RuleIndex', () => {
  it('matches sku prefixes in exact case, vendors and types in any case, and skips rules not listing the staff member', () => {
    const facts = {
      productId: null,
      variantId: null,
      sku: 'Boot-12',
      vendor: 'ACME',
      productType: 'Hats',
      collectionIds: [],
    };
    const index = new RuleIndex([
      rule({ id: 'cmr_sku', skus: ['boot'], createdAt: 5 }),
      rule({ id: 'cmr_type', productTypes: ['hats'], staffIds: ['stf_2'] }),
      rule({ id: 'cmr_vendor', vendors: ['acme'] }),
    ]);
    expect(index.winner(facts, 'stf_1')?.id).toBe('cmr_vendor');
    expect(index.winner(facts, 'stf_2')?.id).toBe('cmr_type');
    expect(index.winner({ ...facts, sku: 'boot-1' }, 'stf_1')?.id).toBe('cmr_sku');
  });
});

describe('refundClawbacks', () => {
  const original =
    (lines: Parameters<typeof refundClawbacks>[3] extends (id: string) => infer T ? T : never) => () =>
      lines;

  it('takes back a pre-§18 commission at its rate on the summed subtotal, as §12 did', () => {
    const shares = [share('L1', '1', 10, 1), share('L2', '1', 10, 1)];
    const claws = refundClawbacks(
      [
        { lineId: 'L1', quantity: 1, subtotalCents: 10 },
        { lineId: 'L2', quantity: 1, subtotalCents: 10 },
      ],
      shares,
      (id) => `stf_${id}`,
      original({ rateBp: 500, lines: null }),
    );
    // 0.20 × 5 % = 0.01, where per line (§18) it would be 0.01 + 0.01.
    expect(claws).toEqual([
      { staffMemberId: 'stf_1', saleCents: -20, rateBp: 500, amountCents: -1, lines: null },
    ]);
  });

  it('takes nothing back for a line the original did not pay', () => {
    const claws = refundClawbacks(
      [{ lineId: 'L2', quantity: 1, subtotalCents: 500 }],
      [share('L2', '1', 500, 1)],
      (id) => `stf_${id}`,
      original({ rateBp: 500, lines: [] }),
    );
    expect(claws).toEqual([]);
  });

  it('takes a per-unit share back by refunded quantity × weight / Σ weights, rounded', () => {
    const paid = ruleCommissions([share('L1', '1', 600, 2, 3), share('L1', '2', 300, 1, 3)], payee, () =>
      rule({ amountPerUnitCents: 100 }),
    );
    const byStaff = new Map(paid.map((line) => [line.staffMemberId, line]));
    const claws = refundClawbacks(
      [{ lineId: 'L1', quantity: 1, subtotalCents: 300 }],
      [share('L1', '1', 600, 2, 3), share('L1', '2', 300, 1, 3)],
      (id) => `stf_${id}`,
      (staffId) => byStaff.get(staffId),
    );
    // One unit back, 2 : 1 → ana 0.667 unit → 0.67, ben 0.333 → 0.33; subtotal 3.00 → 2.00 / 1.00.
    expect(claws.map((claw) => [claw.staffMemberId, claw.saleCents, claw.amountCents])).toEqual([
      ['stf_1', -200, -67],
      ['stf_2', -100, -33],
    ]);
  });
});
