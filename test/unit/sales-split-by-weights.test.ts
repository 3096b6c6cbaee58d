import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByWeights } from '../../web/domain/sales/split-by-weights.js';

/** Amounts up to 100,000,000.00 (MAX_SALE_AMOUNT_CENTS) and quantities of a busy order line. */
const total = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
const weights = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 });
const positiveWeights = weights.filter((list) => list.some((weight) => weight > 0));

describe('splitByWeights', () => {
  it('gives the odd cent to the largest remainder: 29.99 by 2:1 is 19.99 and 10.00', () => {
    // Exact shares 1999.33… and 999.66…: floors 1999 + 999 leave 1 cent, and 999's remainder is larger.
    expect(splitByWeights(2999, [2, 1])).toEqual([1999, 1000]);
  });

  it('breaks a tie in remainders in favour of the earlier entry', () => {
    expect(splitByWeights(1001, [1, 1])).toEqual([501, 500]);
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('splits a negative total as the mirror of the positive one', () => {
    expect(splitByWeights(-2999, [2, 1])).toEqual([-1999, -1000]);
    expect(splitByWeights(-1001, [1, 1])).toEqual([-501, -500]);
  });

  it('gives a zero weight nothing, and splits zero into zeros (never -0)', () => {
    expect(splitByWeights(1000, [0, 3, 0, 1])).toEqual([0, 750, 0, 250]);
    expect(splitByWeights(0, [2, 1])).toEqual([0, 0]);
    expect(splitByWeights(0, [0, 0])).toEqual([0, 0]);
    expect(splitByWeights(0, [])).toEqual([]);
    for (const part of splitByWeights(-2, [1, 0, 0, 1, 1])) expect(Object.is(part, -0)).toBe(false);
  });

  it('refuses what it cannot split exactly', () => {
    expect(() => splitByWeights(100, [0, 0])).toThrow(RangeError);
    expect(() => splitByWeights(100, [])).toThrow(RangeError);
    expect(() => splitByWeights(100, [1, -1, 1])).toThrow(RangeError);
    expect(() => splitByWeights(10.5, [1])).toThrow(RangeError);
    expect(() => splitByWeights(100, [1.5])).toThrow(RangeError);
  });

  it('always sums to the total', () => {
    fc.assert(
      fc.property(total, positiveWeights, (amount, list) => {
        expect(splitByWeights(amount, list).reduce((sum, part) => sum + part, 0)).toBe(amount);
      }),
    );
  });

  it('puts each part within one cent of its exact proportion, on the side of the total', () => {
    fc.assert(
      fc.property(total, positiveWeights, (amount, list) => {
        const sum = BigInt(list.reduce((a, b) => a + b, 0));
        splitByWeights(amount, list).forEach((part, index) => {
          // |part − amount × w / Σw| < 1, checked in integers: |part × Σw − amount × w| < Σw.
          const gap = BigInt(part) * sum - BigInt(amount) * BigInt(list[index]!);
          expect(gap < sum && gap > -sum).toBe(true);
          if (part !== 0) expect(Math.sign(part)).toBe(Math.sign(amount));
        });
      }),
    );
  });

  it('is the mirror image for a negated total', () => {
    fc.assert(
      fc.property(total, positiveWeights, (amount, list) => {
        expect(splitByWeights(-amount, list)).toEqual(splitByWeights(amount, list).map((part) => 0 - part));
      }),
    );
  });
});
