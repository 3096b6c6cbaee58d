import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type OrderLine,
  tipGateway,
  tipKind,
  tipRefundShares,
  tipShares,
} from '../../web/domain/sales/index.js';

const line = (id: string, cents: number, staff: [string, number][] = [], tip?: string | null): OrderLine => ({
  id,
  unitPriceCents: cents,
  quantity: 1,
  discountCents: 0,
  taxCents: 0,
  excluded: tip !== undefined,
  attributedStaffs: staff.map(([staffMemberId, quantity]) => ({ staffMemberId, quantity })),
  ...(tip !== undefined && { tip: { gateway: tip } }),
});

describe('tip rules (SPEC §18)', () => {
  it('picks the line gateway, then the tip object, then the only order gateway; cash in any case', () => {
    expect(tipGateway('Cash', 'x', ['y'])).toBe('Cash');
    expect(tipGateway(null, 'CASH', ['y'])).toBe('CASH');
    expect(tipGateway(null, null, ['cash'])).toBe('cash');
    expect(tipGateway(null, null, ['cash', 'shopify_payments'])).toBeNull();
    expect([tipKind(' cAsH '), tipKind('shopify_payments'), tipKind(null)]).toEqual([
      'cash',
      'paycheck',
      'paycheck',
    ]);
  });

  it('shares an unattributed tip by net, ties to the earlier line, and falls back to the POS user', () => {
    const order = {
      taxesIncluded: false,
      userId: 'u',
      lines: [line('a', 100, [['1', 1]]), line('b', 100, [['2', 1]]), line('t', 1, [], null)],
    };
    expect(tipShares(order).map((s) => [s.staffMemberId, s.cents])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
    const tipOnly = { taxesIncluded: false, userId: 'u', lines: [line('t', 250, [], 'cash')] };
    expect(tipShares(tipOnly)).toEqual([{ lineId: 't', staffMemberId: 'u', kind: 'cash', cents: 250 }]);
  });

  it('never refunds more of a tip line than it holds, in its own shares', () => {
    const tips = tipShares({
      taxesIncluded: false,
      userId: null,
      lines: [
        line(
          't',
          300,
          [
            ['1', 2],
            ['2', 1],
          ],
          null,
        ),
      ],
    });
    const refunds = [
      { refundId: 'r1', lines: [{ lineId: 't', quantity: 1, subtotalCents: 150 }] },
      { refundId: 'r2', lines: [{ lineId: 't', quantity: 1, subtotalCents: 500 }] },
      { refundId: 'r3', lines: [{ lineId: 't', quantity: 1, subtotalCents: 1 }] },
    ];
    expect(
      tipRefundShares(tips, refunds).map((e) => [e.refundId, e.share.staffMemberId, e.share.cents]),
    ).toEqual([
      ['r1', '1', 100],
      ['r1', '2', 50],
      ['r2', '1', 100],
      ['r2', '2', 50],
    ]);
  });

  it('shares every cent of a tip, whatever the sale lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('1', '2', '3')), {
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 100_000 }),
        (sales, tip) => {
          const lines = [
            ...sales.map(([cents, who], i) => line(`s${i}`, cents, [[who, 1]])),
            line('t', tip, [], null),
          ];
          const shares = tipShares({ taxesIncluded: false, userId: null, lines });
          expect(shares.reduce((sum, s) => sum + s.cents, 0)).toBe(tip);
        },
      ),
    );
  });
});
