import { describe, expect, it } from 'vitest';
import {
  attributionChange,
  boundRefundLines,
  lineNetCents,
  lineShares,
  linesBelowZero,
  type OrderLine,
  type OrderSaleInput,
  orderCommissions,
  orderNetCents,
  refundByStaff,
  refundCommissions,
  salesByStaff,
} from '../../web/domain/sales/index.js';

/** A line of one unit at 10.00, not split, not excluded; tests change what they are about. */
function line(fields: Partial<OrderLine> & { id: string }): OrderLine {
  return {
    unitPriceCents: 1000,
    quantity: 1,
    discountCents: 0,
    taxCents: 0,
    excluded: false,
    attributedStaffs: [],
    ...fields,
  };
}

function order(lines: OrderLine[], fields: Partial<OrderSaleInput> = {}): OrderSaleInput {
  return { taxesIncluded: false, userId: null, lines, ...fields };
}

const rates: Record<string, number> = { '101': 500, '102': 1000 };
const rateOf = (staff: string) => rates[staff] ?? null;

describe('net line amount (SPEC §12)', () => {
  it('is price × quantity less the discount allocations; taxes charged on top are not taken off', () => {
    // 25.00 × 3 = 75.00, less a 7.50 discount = 67.50; the 5.40 of tax is added to the bill, not the price.
    const item = line({ id: '1', unitPriceCents: 2500, quantity: 3, discountCents: 750, taxCents: 540 });
    expect(lineNetCents(item, false)).toBe(6750);
  });

  it('takes the line’s taxes off when the prices include them', () => {
    // 22.00 × 2 = 44.00 − 4.00 discount = 40.00, of which 6.67 is VAT at 20 %: 33.33 sold.
    const item = line({ id: '1', unitPriceCents: 2200, quantity: 2, discountCents: 400, taxCents: 667 });
    expect(lineNetCents(item, true)).toBe(3333);
    expect(lineNetCents(item, false)).toBe(4000);
  });

  it('counts an order’s sales over its lines, leaving out gift cards and tips', () => {
    const sale = order(
      [
        line({ id: '1', unitPriceCents: 1999, quantity: 2 }), // 39.98
        line({ id: '2', unitPriceCents: 5000, excluded: true }), // a 50.00 gift card
        line({ id: '3', unitPriceCents: 300, excluded: true }), // a 3.00 tip
        line({ id: '4', unitPriceCents: 1250, discountCents: 125 }), // 11.25
      ],
      { userId: '101' },
    );
    expect(orderNetCents(sale)).toBe(3998 + 1125);
    expect(lineShares(sale).map((share) => share.lineId)).toEqual(['1', '4']);
  });
});

describe('a net never below zero (SPEC §12, security review R8)', () => {
  it('counts a line discounted past its price as 0.00, and names it for a warning', () => {
    // The review's 10.00 line with a 500.00 discount: −490.00 becomes 0.00.
    const sale = order(
      [
        line({ id: '1', discountCents: 50_000 }),
        line({ id: '2', unitPriceCents: 2000 }),
        // 10.00 − 6.00 discount − 5.00 of included tax: −1.00 becomes 0.00 too.
        line({ id: '3', discountCents: 600, taxCents: 500 }),
        line({ id: '4', discountCents: 50_000, excluded: true }),
      ],
      { userId: '101', taxesIncluded: true },
    );
    expect(sale.lines.map((item) => lineNetCents(item, true))).toEqual([0, 2000, 0, 0]);
    expect(orderNetCents(sale)).toBe(2000);
    expect(orderCommissions(lineShares(sale), rateOf)).toEqual([
      { staffMemberId: '101', saleCents: 2000, rateBp: 500, amountCents: 100, lines: null },
    ]);
    // The gift card is no sale: nothing of it is counted, nor warned about.
    expect(linesBelowZero(sale)).toEqual([
      { lineId: '1', netCents: -49_000 },
      { lineId: '3', netCents: -100 },
    ]);
  });
});

describe('attribution (SPEC §12)', () => {
  it('splits a line 2:1 by attributed quantity, the odd cent to the largest remainder', () => {
    // 10.00 × 3 − 0.01 = 29.99: 19.99⅓ and 9.99⅔, so the cent left over goes to the second.
    const sale = order([
      line({
        id: '1',
        quantity: 3,
        discountCents: 1,
        attributedStaffs: [
          { staffMemberId: '101', quantity: 2 },
          { staffMemberId: '102', quantity: 1 },
        ],
      }),
    ]);
    expect(lineShares(sale)).toEqual([
      { lineId: '1', staffMemberId: '101', cents: 1999, quantity: 2, lineQuantity: 3 },
      { lineId: '1', staffMemberId: '102', cents: 1000, quantity: 1, lineQuantity: 3 },
    ]);
  });

  it('gives a tie in remainders to the earlier staff member', () => {
    // 10.01 shared 1:1 is 5.005 each: 5.01 to the first named, 5.00 to the second.
    const sale = order([
      line({
        id: '1',
        unitPriceCents: 1001,
        quantity: 2,
        discountCents: 1001,
        attributedStaffs: [
          { staffMemberId: '102', quantity: 1 },
          { staffMemberId: '101', quantity: 1 },
        ],
      }),
    ]);
    expect(lineShares(sale).map((share) => [share.staffMemberId, share.cents])).toEqual([
      ['102', 501],
      ['101', 500],
    ]);
  });

  it('gives every unattributed line to the order’s user_id', () => {
    const sale = order(
      [
        line({ id: '1', unitPriceCents: 1500 }),
        line({
          id: '2',
          unitPriceCents: 800,
          quantity: 2,
          attributedStaffs: [{ staffMemberId: '102', quantity: 2 }],
        }),
        line({ id: '3', unitPriceCents: 250, quantity: 4 }),
      ],
      { userId: '101' },
    );
    expect(salesByStaff(lineShares(sale))).toEqual([
      { staffMemberId: '101', saleCents: 1500 + 1000 },
      { staffMemberId: '102', saleCents: 1600 },
    ]);
  });

  it('keeps an order with no attribution and no user as a sale of nobody, earning no commission', () => {
    const sale = order([line({ id: '1', unitPriceCents: 4200 }), line({ id: '2', unitPriceCents: 100 })]);
    const shares = lineShares(sale);
    expect(shares).toEqual([
      { lineId: '1', staffMemberId: null, cents: 4200, quantity: 1, lineQuantity: 1 },
      { lineId: '2', staffMemberId: null, cents: 100, quantity: 1, lineQuantity: 1 },
    ]);
    expect(salesByStaff(shares)).toEqual([{ staffMemberId: null, saleCents: 4300 }]);
    expect(orderNetCents(sale)).toBe(4300);
    expect(orderCommissions(shares, rateOf)).toEqual([]);
  });

  it('still yields the shares of a line with zero net', () => {
    const sale = order([
      line({ id: '1', discountCents: 1000, attributedStaffs: [{ staffMemberId: '101', quantity: 1 }] }),
    ]);
    expect(lineShares(sale)).toEqual([
      { lineId: '1', staffMemberId: '101', cents: 0, quantity: 1, lineQuantity: 1 },
    ]);
  });

  it('treats attributed entries of quantity 0 as naming nobody', () => {
    const sale = order([line({ id: '1', attributedStaffs: [{ staffMemberId: '102', quantity: 0 }] })], {
      userId: '101',
    });
    expect(lineShares(sale)).toEqual([
      { lineId: '1', staffMemberId: '101', cents: 1000, quantity: 1, lineQuantity: 1 },
    ]);
  });
});

describe('commissions of a paid order', () => {
  it('pays each attributed staff member with a rate on the sum of their net amounts, rounded half-up', () => {
    // 101 sold 19.99 at 5.00 %: 0.9995 → 1.00; 102 sold 10.00 at 10.00 % = 1.00; 103 has no rate.
    const sale = order([
      line({
        id: '1',
        quantity: 3,
        discountCents: 1,
        attributedStaffs: [
          { staffMemberId: '101', quantity: 2 },
          { staffMemberId: '102', quantity: 1 },
        ],
      }),
      line({ id: '2', attributedStaffs: [{ staffMemberId: '103', quantity: 1 }] }),
    ]);
    expect(orderCommissions(lineShares(sale), rateOf)).toEqual([
      { staffMemberId: '101', saleCents: 1999, rateBp: 500, amountCents: 100, lines: null },
      { staffMemberId: '102', saleCents: 1000, rateBp: 1000, amountCents: 100, lines: null },
    ]);
  });
});

describe('attribution change (SPEC §12)', () => {
  it('reverses the standing commissions and issues the fresh ones', () => {
    const standing = [{ staffMemberId: '101', saleCents: 5000, rateBp: 500, amountCents: 250, lines: null }];
    const fresh = [{ staffMemberId: '102', saleCents: 5000, rateBp: 1000, amountCents: 500, lines: null }];
    expect(attributionChange(standing, fresh)).toEqual({
      reversals: [{ staffMemberId: '101', saleCents: -5000, rateBp: 500, amountCents: -250, lines: null }],
      issues: fresh,
    });
  });

  it('writes nothing when the fresh commissions are the standing ones, in any order', () => {
    const a = { staffMemberId: '101', saleCents: 1999, rateBp: 500, amountCents: 100, lines: null };
    const b = { staffMemberId: '102', saleCents: 1000, rateBp: 1000, amountCents: 100, lines: null };
    expect(attributionChange([a, b], [b, a])).toEqual({ reversals: [], issues: [] });
    expect(attributionChange([], [])).toEqual({ reversals: [], issues: [] });
  });

  it('reverses everything when a line moves between staff, even if one of them keeps the same sale', () => {
    const a = { staffMemberId: '101', saleCents: 1000, rateBp: 500, amountCents: 50, lines: null };
    const b = { staffMemberId: '102', saleCents: 1000, rateBp: 1000, amountCents: 100, lines: null };
    const moved = { ...b, saleCents: 2000, amountCents: 200 };
    const change = attributionChange([a, b], [moved]);
    expect(change.reversals).toEqual([
      { staffMemberId: '101', saleCents: -1000, rateBp: 500, amountCents: -50, lines: null },
      { staffMemberId: '102', saleCents: -1000, rateBp: 1000, amountCents: -100, lines: null },
    ]);
    expect(change.issues).toEqual([moved]);
  });

  it('reverses to nothing when the new attribution has no one with a rate', () => {
    const standing = [{ staffMemberId: '101', saleCents: 0, rateBp: 500, amountCents: 0, lines: null }];
    const change = attributionChange(standing, []);
    expect(change.issues).toEqual([]);
    expect(change.reversals).toHaveLength(1);
    expect(Object.is(change.reversals[0]!.saleCents, -0)).toBe(false);
  });
});

describe('refunds (SPEC §12)', () => {
  it('takes back part of a line at the original rate', () => {
    // 3 × 20.00 sold by 101 at 5.00 % (3.00); one unit refunded: −20.00 and −1.00.
    const sale = order([
      line({
        id: '1',
        unitPriceCents: 2000,
        quantity: 3,
        attributedStaffs: [{ staffMemberId: '101', quantity: 3 }],
      }),
    ]);
    const shares = lineShares(sale);
    expect(orderCommissions(shares, rateOf)).toEqual([
      { staffMemberId: '101', saleCents: 6000, rateBp: 500, amountCents: 300, lines: null },
    ]);
    const byStaff = refundByStaff([{ lineId: '1', quantity: 1, subtotalCents: 2000 }], shares);
    expect(byStaff).toEqual([{ staffMemberId: '101', subtotalCents: 2000 }]);
    expect(refundCommissions(byStaff, rateOf)).toEqual([
      { staffMemberId: '101', saleCents: -2000, rateBp: 500, amountCents: -100, lines: null },
    ]);
  });

  it('shares the refund of a split line 2:1 like its sale, by largest remainder', () => {
    // The 29.99 line of 101 (2 units) and 102 (1 unit); one unit refunded at 10.00: 6.66⅔ and 3.33⅓.
    const sale = order([
      line({
        id: '1',
        quantity: 3,
        discountCents: 1,
        attributedStaffs: [
          { staffMemberId: '101', quantity: 2 },
          { staffMemberId: '102', quantity: 1 },
        ],
      }),
    ]);
    const byStaff = refundByStaff([{ lineId: '1', quantity: 1, subtotalCents: 1000 }], lineShares(sale));
    expect(byStaff).toEqual([
      { staffMemberId: '101', subtotalCents: 667 },
      { staffMemberId: '102', subtotalCents: 333 },
    ]);
    // 6.67 at 5.00 % = 0.3335 → 0.33; 3.33 at 10.00 % = 0.333 → 0.33.
    expect(refundCommissions(byStaff, rateOf)).toEqual([
      { staffMemberId: '101', saleCents: -667, rateBp: 500, amountCents: -33, lines: null },
      { staffMemberId: '102', saleCents: -333, rateBp: 1000, amountCents: -33, lines: null },
    ]);
  });

  it('sums several refunded lines per staff member and keeps the unattributed part as null', () => {
    const sale = order([
      line({ id: '1', unitPriceCents: 1500, attributedStaffs: [{ staffMemberId: '101', quantity: 1 }] }),
      line({ id: '2', unitPriceCents: 2500 }),
      line({ id: '3', unitPriceCents: 700, attributedStaffs: [{ staffMemberId: '101', quantity: 1 }] }),
    ]);
    const byStaff = refundByStaff(
      [
        { lineId: '2', quantity: 1, subtotalCents: 2500 },
        { lineId: '1', quantity: 1, subtotalCents: 1500 },
        { lineId: '3', quantity: 1, subtotalCents: 700 },
      ],
      lineShares(sale),
    );
    expect(byStaff).toEqual([
      { staffMemberId: null, subtotalCents: 2500 },
      { staffMemberId: '101', subtotalCents: 2200 },
    ]);
    expect(refundCommissions(byStaff, rateOf)).toEqual([
      { staffMemberId: '101', saleCents: -2200, rateBp: 500, amountCents: -110, lines: null },
    ]);
  });

  it('ignores refunded gift cards, tips and lines it does not know', () => {
    const sale = order(
      [
        line({ id: '1' }),
        line({ id: '2', unitPriceCents: 5000, excluded: true }),
        line({ id: '3', excluded: true }),
      ],
      { userId: '101' },
    );
    const byStaff = refundByStaff(
      [
        { lineId: '2', quantity: 1, subtotalCents: 5000 },
        { lineId: '3', quantity: 1, subtotalCents: 1000 },
        { lineId: '99', quantity: 1, subtotalCents: 1000 },
      ],
      lineShares(sale),
    );
    expect(byStaff).toEqual([]);
  });

  it('gives no negative commission to staff without a standing commission on the order', () => {
    const byStaff = [
      { staffMemberId: '101', subtotalCents: 1000 },
      { staffMemberId: '103', subtotalCents: 1000 },
      { staffMemberId: null, subtotalCents: 1000 },
    ];
    expect(refundCommissions(byStaff, (staff) => (staff === '101' ? 750 : null))).toEqual([
      { staffMemberId: '101', saleCents: -1000, rateBp: 750, amountCents: -75, lines: null },
    ]);
  });

  it('takes back exactly what a whole sale paid, the half cent rounding away from zero both ways', () => {
    // 12.35 at 5.00 % = 0.6175 → 0.62 paid, and −0.6175 → −0.62 taken back.
    const sale = order([
      line({ id: '1', unitPriceCents: 1235, attributedStaffs: [{ staffMemberId: '101', quantity: 1 }] }),
    ]);
    const shares = lineShares(sale);
    const paid = orderCommissions(shares, rateOf);
    const back = refundCommissions(
      refundByStaff([{ lineId: '1', quantity: 1, subtotalCents: 1235 }], shares),
      rateOf,
    );
    expect(paid[0]!.amountCents).toBe(62);
    expect(back[0]!.amountCents).toBe(-62);
  });
});

describe('a refund bounded by the line paid (SPEC §12, security review R8)', () => {
  // 3 × 10.00 less 0.01 = 29.99, sold 2:1 by 101 and 102; and a 5.00 line of nobody's.
  const sale = order([
    line({
      id: '1',
      quantity: 3,
      discountCents: 1,
      attributedStaffs: [
        { staffMemberId: '101', quantity: 2 },
        { staffMemberId: '102', quantity: 1 },
      ],
    }),
    line({ id: '2', unitPriceCents: 500 }),
    line({ id: '3', unitPriceCents: 5000, excluded: true }),
  ]);
  const shares = lineShares(sale);

  it('takes back at most the refunded quantity’s share of the line’s net, rounded up', () => {
    // One unit of 29.99 is 9.99⅔: up to 10.00 passes, 5,000.00 becomes 10.00.
    expect(boundRefundLines([{ lineId: '1', quantity: 1, subtotalCents: 1000 }], shares, [])).toEqual({
      lines: [{ lineId: '1', quantity: 1, subtotalCents: 1000 }],
      clamped: [],
    });
    const cut = boundRefundLines([{ lineId: '1', quantity: 1, subtotalCents: 500_000 }], shares, []);
    expect(cut.lines).toEqual([{ lineId: '1', quantity: 1, subtotalCents: 1000 }]);
    expect(cut.clamped).toEqual([{ lineId: '1', askedCents: 500_000, allowedCents: 1000 }]);
    // Shared out 2:1 like the sale, and clawed back at the rates: −0.33 and −0.10, not −250.00.
    const back = refundCommissions(refundByStaff(cut.lines, shares), rateOf);
    expect(back.map((c) => [c.saleCents, c.amountCents])).toEqual([
      [-667, -33],
      [-333, -33],
    ]);
  });

  it('never takes back more than the line in all, across refunds and within one', () => {
    const earlier = [
      { lineId: '1', quantity: 1, subtotalCents: 1000 },
      { lineId: '1', quantity: 1, subtotalCents: 1000 },
    ];
    // 9.99 of the line is left: the last unit's 10.00 becomes 9.99, and a fourth unit nothing.
    expect(
      boundRefundLines(
        [
          { lineId: '1', quantity: 1, subtotalCents: 1000 },
          { lineId: '1', quantity: 1, subtotalCents: 1000 },
          { lineId: '2', quantity: 2, subtotalCents: 9999 },
        ],
        shares,
        earlier,
      ),
    ).toEqual({
      lines: [
        { lineId: '1', quantity: 1, subtotalCents: 999 },
        { lineId: '1', quantity: 1, subtotalCents: 0 },
        { lineId: '2', quantity: 2, subtotalCents: 500 },
      ],
      clamped: [
        { lineId: '1', askedCents: 1000, allowedCents: 999 },
        { lineId: '1', askedCents: 1000, allowedCents: 0 },
        { lineId: '2', askedCents: 9999, allowedCents: 500 },
      ],
    });
  });

  it('leaves lines that were no sale as they are, for refundByStaff to ignore', () => {
    const lines = [
      { lineId: '3', quantity: 1, subtotalCents: 5000 },
      { lineId: '99', quantity: 1, subtotalCents: 700 },
    ];
    expect(boundRefundLines(lines, shares, [])).toEqual({ lines, clamped: [] });
  });
});
