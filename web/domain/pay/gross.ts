import { divideRoundHalfUp, multiply } from '../money/money.js';
import type { WeekHours } from './overtime.js';

export interface PayLines {
  regularPay: number;
  /** 1.5× pay. */
  overtimePay: number;
  /** 2× pay. */
  doubleTimePay: number;
  gross: number;
}

type PayableHours = Pick<WeekHours, 'regularHours' | 'overtimeHours' | 'doubleTimeHours'>;

/**
 * Pay per line = half-up(hours × rate × multiplier) to the cent, with hours in hundredths and
 * the rate in cents; gross is the sum of the lines. No rate earns nothing from hours.
 */
export function payLines(hours: PayableHours, rateCents: number | null): PayLines {
  if (rateCents === null) return { regularPay: 0, overtimePay: 0, doubleTimePay: 0, gross: 0 };
  const regularPay = divideRoundHalfUp(multiply(hours.regularHours, rateCents), 100);
  const overtimePay = divideRoundHalfUp(multiply(hours.overtimeHours, rateCents, 3), 200);
  const doubleTimePay = divideRoundHalfUp(multiply(hours.doubleTimeHours, rateCents, 2), 100);
  return { regularPay, overtimePay, doubleTimePay, gross: regularPay + overtimePay + doubleTimePay };
}
