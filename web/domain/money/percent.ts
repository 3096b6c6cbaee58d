import { formatMoney, parseMoney } from './money.js';

/**
 * Percentages such as a commission rate (`"5.00"`) are held as basis points (hundredths of a
 * percent), which share the two-decimal text form of money.
 */
export function parsePercent(text: string): number | null {
  const basisPoints = parseMoney(text);
  if (basisPoints === null || basisPoints < 0 || basisPoints > 10_000) return null;
  return basisPoints;
}

export const formatPercent = formatMoney;
