import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributionChange,
  boundRefundLines,
  type CommissionLine,
  lineNetCents,
  lineShares,
  type OrderLine,
  type OrderSaleInput,
  orderCommissions,
  orderNetCents,
  type RefundLine,
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

/**
 * Lines as no shop should send them but Shopify would sign (security review R8): discounts of
 * up to three times the line and taxes of up to its whole price, so nets before the floor run
 * far below zero.
 */
const wildSaleInput: fc.Arbitrary<OrderSaleInput> = fc.record({
  taxesIncluded: fc.boolean(),
  userId: fc.option(staffId, { nil: null }),
  lines: fc
    .array(
      fc
        .tuple(orderLine, fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 1_000 }))
        .map(([line, discountPermille, taxPermille]) => {
          const gross = line.unitPriceCents * line.quantity;
          return {
            ...line,
            discountCents: Math.floor((gross * discountPermille) / 1000),
            taxCents: Math.floor((gross * taxPermille) / 1000),
          };
        }),
      { maxLength: 8 },
    )
    .map((list) => list.map((line, index) => ({ ...line, id: `${line.id}-${index}` }))),
});

/** An order and refunds of it, one after another, with any quantities and subtotals at all. */
const refundedAnyhow = fc.oneof(saleInput, wildSaleInput).chain((order) =>
  fc.record({
    order: fc.constant(order),
    refunds: fc.array(
      fc.array(
        fc.record({
          lineId: fc.constantFrom('unknown', ...order.lines.map((line) => line.id)),
          quantity: fc.integer({ min: 0, max: 60 }),
          subtotalCents: fc.oneof(
            fc.integer({ min: 0, max: 100_000_000 }),
            fc.integer({ min: 0, max: 2_000 }),
          ),
        }),
        { maxLength: 4 },
      ),
      { maxLength: 5 },
    ),
  }),
);

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

  it('never counts a line, a share or an order below zero, whatever its discounts and taxes', () => {
    fc.assert(
      fc.property(wildSaleInput, rateTable, (order, rates) => {
        for (const line of order.lines)
          expect(lineNetCents(line, order.taxesIncluded)).toBeGreaterThanOrEqual(0);
        const shares = lineShares(order);
        for (const share of shares) expect(share.cents).toBeGreaterThanOrEqual(0);
        expect(orderNetCents(order)).toBeGreaterThanOrEqual(0);
        for (const line of orderCommissions(shares, lookup(rates))) {
          expect(line.saleCents).toBeGreaterThanOrEqual(0);
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('bounds every refund line by its quantity’s share of the line, and a line’s refunds by its net', () => {
    fc.assert(
      fc.property(refundedAnyhow, ({ order, refunds }) => {
        const shares = lineShares(order);
        const netOf = new Map<string, number>();
        for (const share of shares) netOf.set(share.lineId, (netOf.get(share.lineId) ?? 0) + share.cents);
        const quantityOf = new Map(order.lines.map((line) => [line.id, line.quantity]));
        const earlier: RefundLine[] = [];
        for (const refund of refunds) {
          const bounded = boundRefundLines(refund, shares, earlier);
          expect(bounded.lines).toHaveLength(refund.length);
          bounded.lines.forEach((line, index) => {
            const asked = refund[index]!;
            expect(line.lineId).toBe(asked.lineId);
            expect(line.quantity).toBe(asked.quantity);
            expect(line.subtotalCents).toBeGreaterThanOrEqual(0);
            expect(line.subtotalCents).toBeLessThanOrEqual(asked.subtotalCents);
            const net = netOf.get(line.lineId);
            if (net === undefined) {
              expect(line.subtotalCents).toBe(asked.subtotalCents);
              return;
            }
            // ceil(net × refunded / ordered): the share of the units refunded (exact in doubles
            // at these sizes).
            const ordered = quantityOf.get(line.lineId)!;
            const share =
              ordered === 0 || line.quantity >= ordered ? net : Math.ceil((net * line.quantity) / ordered);
            expect(line.subtotalCents).toBeLessThanOrEqual(share);
          });
          // Exactly the lines cut are reported, with what was asked and what was kept.
          expect(bounded.clamped).toEqual(
            bounded.lines.flatMap((line, index) =>
              line.subtotalCents < refund[index]!.subtotalCents
                ? [
                    {
                      lineId: line.lineId,
                      askedCents: refund[index]!.subtotalCents,
                      allowedCents: line.subtotalCents,
                    },
                  ]
                : [],
            ),
          );
          earlier.push(...bounded.lines);
        }
        for (const [lineId, net] of netOf) {
          const taken = earlier
            .filter((line) => line.lineId === lineId)
            .reduce((sum, line) => sum + line.subtotalCents, 0);
          expect(taken).toBeLessThanOrEqual(net);
        }
      }),
    );
  });

  it('never takes back more than an order sold, nor from anyone more than their sale but for rounding', () => {
    fc.assert(
      fc.property(refundedAnyhow, ({ order, refunds }) => {
        const shares = lineShares(order);
        const sold = new Map(salesByStaff(shares).map((row) => [row.staffMemberId, row.saleCents]));
        const back = new Map<string | null, number>();
        const earlier: RefundLine[] = [];
        for (const refund of refunds) {
          const bounded = boundRefundLines(refund, shares, earlier).lines;
          earlier.push(...bounded);
          for (const row of refundByStaff(bounded, shares))
            back.set(row.staffMemberId, (back.get(row.staffMemberId) ?? 0) + row.subtotalCents);
        }
        const total = [...back.values()].reduce((sum, cents) => sum + cents, 0);
        expect(total).toBeLessThanOrEqual(orderNetCents(order));
        // Each refund line is shared out by largest remainder on its own, as each sold line
        // was: a refund line may give a staff member one cent above their exact part, and a
        // sold line a cent below it. Never more than that.
        const refundLines = refunds.reduce((n, refund) => n + refund.length, 0);
        for (const [staff, cents] of back)
          expect(cents).toBeLessThanOrEqual((sold.get(staff) ?? 0) + refundLines + order.lines.length);
      }),
    );
  });
});
