/**
 * Money is integer cents everywhere inside Shiftbook. Strings with exactly two decimals
 * (`"1234.50"`) exist only at the edges: parsing requests and formatting responses.
 * Numbers used here are integers; every product is checked to stay a safe integer so that
 * no float ever creeps into an amount.
 */

const MONEY_PATTERN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses `"18.25"`, `"18.2"` or `"18"` into cents. Returns null when the text is not money. */
export function parseMoney(text: string): number | null {
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  // "-0.00" is zero, not the float -0 (which Object.is and some drivers tell apart from 0).
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Formats cents as `"1234.50"` (always two decimals, a leading `-` when negative). */
export function formatMoney(cents: number): string {
  assertSafeInteger(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return `${sign}${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/**
 * Divides an integer by a positive integer, rounding half away from zero
 * (half-up for the positive amounts payroll deals with).
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator);
  assertSafeInteger(denominator);
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return rounded === 0 ? 0 : sign * rounded;
}

/** Multiplies integers and fails loudly rather than lose precision past 2^53. */
export function multiply(...factors: number[]): number {
  let product = 1;
  for (const factor of factors) {
    assertSafeInteger(factor);
    product *= factor;
  }
  assertSafeInteger(product);
  return product;
}

export function assertSafeInteger(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
}
