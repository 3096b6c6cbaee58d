import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatMoney, multiply, parseMoney } from '../../web/domain/money/money.js';

/** The largest amount the money text form can carry: 13 whole digits. */
const MAX_CENTS = 10 ** 15 - 1;
const cents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });

/** Reference rounding on BigInt: half away from zero. */
function referenceRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = abs / denominator;
  const rounded = (abs % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

describe('formatMoney', () => {
  it('writes exactly two decimals', () => {
    expect(formatMoney(123450)).toBe('1234.50');
    expect(formatMoney(86688)).toBe('866.88');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(100)).toBe('1.00');
  });

  it('writes a leading minus for negative amounts', () => {
    expect(formatMoney(-123450)).toBe('-1234.50');
    expect(formatMoney(-5)).toBe('-0.05');
  });

  it('always matches the money pattern of the contract', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(formatMoney(amount)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('refuses fractions of a cent and unsafe integers', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it('reads two, one or no decimals as cents', () => {
    expect(parseMoney('18.25')).toBe(1825);
    expect(parseMoney('18.2')).toBe(1820);
    expect(parseMoney('18')).toBe(1800);
    expect(parseMoney('1234.50')).toBe(123450);
    expect(parseMoney('0.05')).toBe(5);
  });

  it('reads negative amounts', () => {
    expect(parseMoney('-1234.50')).toBe(-123450);
    expect(parseMoney('-0.05')).toBe(-5);
  });

  it('reads a negative zero as plain zero', () => {
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
  });

  it.each([
    '1.234',
    'abc',
    '',
    '1e3',
    ' 1.00',
    '1.00 ',
    '+1.00',
    '1,00',
    '.50',
    '1.',
    '--1.00',
    '0x10',
    'Infinity',
    'NaN',
    '12345678901234.00',
  ])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('round-trips every amount through its text form', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseMoney(formatMoney(amount))).toBe(amount);
      }),
    );
  });

  it('formats every canonical money text back to itself', () => {
    const text = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }), fc.integer({ min: 0, max: 99 }))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}.${String(fraction).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(text, (t) => {
        const parsed = parseMoney(t);
        expect(parsed).not.toBeNull();
        expect(parseMoney(formatMoney(parsed!))).toBe(parsed);
        if (t !== '-0.00') expect(formatMoney(parsed!)).toBe(t);
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(divideRoundHalfUp(273_750, 2000)).toBe(137); // 136.875 → 137
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(10, 5)).toBe(2);
  });

  it('rounds negative halves away from zero', () => {
    expect(divideRoundHalfUp(-5, 10)).toBe(-1);
    expect(divideRoundHalfUp(-4, 10)).toBe(0);
    expect(divideRoundHalfUp(-15, 10)).toBe(-2);
  });

  it('agrees with an exact BigInt reference for every safe integer', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (numerator, denominator) => {
          const expected = referenceRound(BigInt(numerator), BigInt(denominator));
          expect(BigInt(divideRoundHalfUp(numerator, denominator))).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees with the reference for small denominators, where halves are common', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        (n, d) => {
          expect(BigInt(divideRoundHalfUp(n, d))).toBe(referenceRound(BigInt(n), BigInt(d)));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a zero or negative denominator and non-integers', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, -2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(3, 1.5)).toThrow(RangeError);
  });
});

describe('multiply', () => {
  it('multiplies integers exactly', () => {
    expect(multiply(500, 1825, 3)).toBe(2_737_500);
    expect(multiply()).toBe(1);
    expect(multiply(-2, 3)).toBe(-6);
  });

  it('refuses a product that is not a safe integer', () => {
    expect(() => multiply(2 ** 27, 2 ** 27)).toThrow(RangeError);
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => multiply(-Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('refuses unsafe or fractional factors', () => {
    expect(() => multiply(2 ** 53, 1)).toThrow(RangeError);
    expect(() => multiply(0.5, 4)).toThrow(RangeError);
  });

  it('is exact whenever it answers, checked against BigInt', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { maxLength: 4 }), (factors) => {
        const exact = factors.reduce((p, f) => p * BigInt(f), 1n);
        const safe = exact <= BigInt(Number.MAX_SAFE_INTEGER) && exact >= -BigInt(Number.MAX_SAFE_INTEGER);
        if (safe) expect(BigInt(multiply(...factors))).toBe(exact);
        else expect(() => multiply(...factors)).toThrow(RangeError);
      }),
    );
  });
});
