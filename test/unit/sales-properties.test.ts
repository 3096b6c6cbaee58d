import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributionChange,
  type CommissionLine,
  lineNetCents,
  lineShares,
  type OrderLine,
  type OrderSaleInput,
  orderCommissions,
  orderNetCents,
  refundByStaff,
  refundCommissions,
  salesByStaff,
} from '../../web/domain/sales/index.js';

/** A handful of staff ids, so that orders share staff and attribution edits move sales between them. */
const staffId = fc.constantFrom('101', '102', '103', '104', '5000000000001');

/** A line as Shopify sends one: price up to 10,000.00, discounts and taxes within the line's price. */
const orderLine: fc.Arbitrary<OrderLine> = fc
  .record({
    id: fc.integer({ min: 1, max: 2 ** 53 - 1 }).map(String),
    unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 0, max: 50 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    taxShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    excluded: fc.boolean(),
    attributedStaffs: fc.array(
      fc.record({ staffMemberId: staffId, quantity: fc.integer({ min: 0, max: 50 }) }),
      {
        maxLength: 4,
      },
    ),
  })
  .map(({ discountShare, taxShare, ...line }) => {
    // The generator picks fractions; the line itself holds whole cents only.
    const gross = line.unitPriceCents * line.quantity;
    const discountCents = Math.floor(gross * discountShare);
    return { ...line, discountCents, taxCents: Math.floor((gross - discountCents) * taxShare) };
  });

const lines = fc
  .array(orderLine, { maxLength: 8 })
  .map((list) => list.map((line, index) => ({ ...line, id: `${line.id}-${index}` })));

const saleInput: fc.Arbitrary<OrderSaleInput> = fc.record({
  taxesIncluded: fc.boolean(),
  userId: fc.option(staffId, { nil: null }),
  lines,
});

/** Rates in basis points for some of the staff, none for the others (no rate or not linked). */
const rateTable = fc.dictionary(staffId, fc.integer({ min: 0, max: 10_000 }));
const lookup = (table: Record<string, number>) => (staff: string) => table[staff] ?? null;

/** Σ sale and Σ amount per staff member over any commission lines. */
function totalsByStaff(...lists: readonly CommissionLine[][]): Map<string, { sale: number; amount: number }> {
  const totals = new Map<string, { sale: number; amount: number }>();
  for (const line of lists.flat()) {
    const total = totals.get(line.staffMemberId) ?? { sale: 0, amount: 0 };
    totals.set(line.staffMemberId, {
      sale: total.sale + line.saleCents,
      amount: total.amount + line.amountCents,
    });
  }
  // Staff whose lines cancel out hold nothing, as if they had never had a line.
  for (const [staff, total] of totals) if (total.sale === 0 && total.amount === 0) totals.delete(staff);
  return totals;
}

describe('sales rules: properties', () => {
  it('shares of a line always sum to its net amount', () => {
    fc.assert(
      fc.property(saleInput, (order) => {
        const shares = lineShares(order);
        for (const line of order.lines) {
          const ofLine = shares.filter((share) => share.lineId === line.id);
          if (line.excluded) expect(ofLine).toEqual([]);
          else
            expect(ofLine.reduce((sum, share) => sum + share.cents, 0)).toBe(
              lineNetCents(line, order.taxesIncluded),
            );
        }
      }),
    );
  });

  it('sales per staff member, unattributed included, sum to the order’s net', () => {
    fc.assert(
      fc.property(saleInput, (order) => {
        const total = salesByStaff(lineShares(order)).reduce((sum, row) => sum + row.saleCents, 0);
        expect(total).toBe(orderNetCents(order));
      }),
    );
  });

  it('an attribution edit leaves each staff member’s total equal to a fresh computation', () => {
    const edited = saleInput.chain((before) =>
      fc
        .tuple(
          fc.array(
            fc.array(fc.record({ staffMemberId: staffId, quantity: fc.integer({ min: 0, max: 50 }) })),
            {
              minLength: before.lines.length,
              maxLength: before.lines.length,
            },
          ),
          fc.option(staffId, { nil: null }),
        )
        .map(([attributions, userId]) => ({
          before,
          after: {
            ...before,
            userId,
            lines: before.lines.map((line, index) => ({ ...line, attributedStaffs: attributions[index]! })),
          },
        })),
    );
    fc.assert(
      fc.property(edited, rateTable, ({ before, after }, rates) => {
        const standing = orderCommissions(lineShares(before), lookup(rates));
        const fresh = orderCommissions(lineShares(after), lookup(rates));
        const { reversals, issues } = attributionChange(standing, fresh);
        expect(totalsByStaff(standing, reversals, issues)).toEqual(totalsByStaff(fresh));
      }),
    );
  });

  it('an orders/updated that changed nothing yields nothing', () => {
    fc.assert(
      fc.property(saleInput, rateTable, fc.boolean(), (order, rates, reverse) => {
        const standing = orderCommissions(lineShares(order), lookup(rates));
        const fresh = orderCommissions(lineShares(order), lookup(rates));
        if (reverse) fresh.reverse();
        expect(attributionChange(standing, fresh)).toEqual({ reversals: [], issues: [] });
      }),
    );
  });

  it('a refund is shared out whole among the staff of the lines it names', () => {
    const refunded = saleInput.chain((order) =>
      fc.record({
        order: fc.constant(order),
        refund: fc.array(
          fc.record({
            lineId: fc.constantFrom('unknown', ...order.lines.map((line) => line.id)),
            quantity: fc.integer({ min: 1, max: 50 }),
            subtotalCents: fc.integer({ min: 0, max: 100_000_000 }),
          }),
          { maxLength: 6 },
        ),
      }),
    );
    fc.assert(
      fc.property(refunded, ({ order, refund }) => {
        const shares = lineShares(order);
        const known = new Set(shares.map((share) => share.lineId));
        const expected = refund
          .filter((line) => known.has(line.lineId))
          .reduce((sum, line) => sum + line.subtotalCents, 0);
        const byStaff = refundByStaff(refund, shares);
        expect(byStaff.reduce((sum, row) => sum + row.subtotalCents, 0)).toBe(expected);
      }),
    );
  });

  it('refunding every line in full takes back each commission exactly', () => {
    fc.assert(
      fc.property(saleInput, rateTable, (order, rates) => {
        const shares = lineShares(order);
        const refund = order.lines.map((line) => ({
          lineId: line.id,
          quantity: line.quantity,
          subtotalCents: lineNetCents(line, order.taxesIncluded),
        }));
        const paid = orderCommissions(shares, lookup(rates));
        const rateOfOriginal = (staff: string) =>
          paid.find((line) => line.staffMemberId === staff)?.rateBp ?? null;
        const back = refundCommissions(refundByStaff(refund, shares), rateOfOriginal);
        expect(totalsByStaff(paid, back)).toEqual(new Map());
      }),
    );
  });
});
