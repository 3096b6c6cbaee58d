import { divideRoundHalfUp, multiply } from '../money/money.js';

/**
 * A commission is half-up(sale × rate) to the cent, with the sale in cents and the rate in
 * basis points (`"5.00"` percent is 500): 1234.50 at 5.00% → round(6172.5) → 61.73.
 */
export function commissionAmount(saleCents: number, rateBp: number): number {
  return divideRoundHalfUp(multiply(saleCents, rateBp), 10_000);
}
