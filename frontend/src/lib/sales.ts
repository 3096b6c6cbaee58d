import type { SalesDay } from '../api/types.js';
import { centsToAmount, toCents } from './format.js';

/** The sum of money strings in integer cents; null and unreadable amounts count as nothing. */
export function sumCents(amounts: readonly (string | null)[]): number {
  return amounts.reduce((total, amount) => total + (amount === null ? 0 : (toCents(amount) ?? 0)), 0);
}

/**
 * Labour as a percentage of sales, two decimals rounded half up ("23.45"), as the server writes
 * a day's `labour_percent`; null when there were no sales. Worked out in BigInt cents, so a
 * year of a busy shop cannot lose a digit.
 */
export function labourPercent(labourCents: number, salesCents: number): string | null {
  if (salesCents <= 0) return null;
  const scaled = BigInt(labourCents) * 10_000n;
  const sales = BigInt(salesCents);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const basisPoints = (magnitude * 2n + sales) / (sales * 2n);
  return centsToAmount(Number(negative ? -basisPoints : basisPoints));
}

export interface SalesTotals {
  orders: number;
  salesCents: number;
  /** Tips of the days, attributed or not, less tip refunds (SPEC §18): never part of sales. */
  tipsCents: number;
  labourCents: number;
  labourHours: number;
  /** Total labour ÷ total sales, not an average of the days' percentages. */
  labourPercent: string | null;
}

export function salesTotals(days: readonly SalesDay[]): SalesTotals {
  const salesCents = sumCents(days.map((day) => day.sales));
  const labourCents = sumCents(days.map((day) => day.labour_cost));
  const centihours = days.reduce((total, day) => total + Math.round(day.labour_hours * 100), 0);
  return {
    orders: days.reduce((total, day) => total + day.orders, 0),
    salesCents,
    tipsCents: sumCents(days.map((day) => day.tips)),
    labourCents,
    labourHours: centihours / 100,
    labourPercent: labourPercent(labourCents, salesCents),
  };
}

/** "23.45" → "23.45 %"; no sales, no percentage. */
export function formatPercent(percent: string | null): string {
  return percent === null ? '—' : `${percent} %`;
}
