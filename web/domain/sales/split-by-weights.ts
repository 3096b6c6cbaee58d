import { assertSafeInteger, multiply } from '../money/money.js';

/**
 * Largest-remainder split of `total` cents by integer weights (Hamilton's method): each part
 * first gets the floor of its exact share `total × weight / Σ weights`, then the cents still
 * left go one each to the parts with the largest remainders, ties to the earlier index. The
 * parts always sum to `total` and each is within one cent of its exact share; a zero weight
 * gets exactly 0.
 *
 * A negative total is split as its absolute value and every part negated, so a refund is
 * shared exactly as the sale it undoes would be. All weights zero (or none) can only carry a
 * zero total. Each `|total| × weight` must stay a safe integer: amounts and quantities of real
 * orders are far below that, and `multiply` fails loudly rather than lose a cent.
 */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  assertSafeInteger(total);
  let weightSum = 0;
  for (const weight of weights) {
    assertSafeInteger(weight);
    if (weight < 0) throw new RangeError(`weights must not be negative: ${weight}`);
    weightSum += weight;
  }
  assertSafeInteger(weightSum);
  if (weightSum === 0) {
    if (total !== 0) throw new RangeError('cannot split a non-zero total by weights that sum to 0');
    return weights.map(() => 0);
  }

  const amount = Math.abs(total);
  const parts = weights.map((weight) => {
    const product = multiply(amount, weight);
    const floor = Math.floor(product / weightSum);
    // Integer division of safe integers: the remainder is exact and never negative.
    return { floor, remainder: product - floor * weightSum };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.floor, 0);

  // Indices by remainder, largest first; the sort is stable, so equal remainders keep index order.
  const order = parts.map((_, index) => index).sort((a, b) => parts[b]!.remainder - parts[a]!.remainder);
  const shares = parts.map((part) => part.floor);
  for (const index of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  // `0 - 0` is 0 where `-0` would be the float -0.
  return total < 0 ? shares.map((share) => 0 - share) : shares;
}
