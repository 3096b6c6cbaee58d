import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../../web/domain/money/money.js';
import { payLines } from '../../web/domain/pay/gross.js';
import { weekHours } from '../../web/domain/pay/overtime.js';
import { overtimeRule, workedDays } from './arbitraries.js';

const HOUR_MS = 3_600_000;
const rateCents = fc.integer({ min: 0, max: 1_000_000 }); // up to 10 000.00 an hour
const centihours = fc.integer({ min: 0, max: 20_000 });
const payable = fc.record({
  regularHours: centihours,
  overtimeHours: centihours,
  doubleTimeHours: centihours,
});

/** Exact pay of one line in cents, half-up, by BigInt: hours/100 × rate × multiplier (in halves). */
function referenceLine(hours: number, rate: number, halves: number): bigint {
  const numerator = BigInt(hours) * BigInt(rate) * BigInt(halves);
  const denominator = 200n;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

describe('payLines', () => {
  it('pays 45 h at 18.25 under weekly_40 as 866.88 (the contract example)', () => {
    const hours = weekHours(
      [0, 1, 2, 3, 4].map((day) => ({ day, workedMs: 9 * HOUR_MS })),
      'weekly_40',
    );
    const lines = payLines(hours, parseMoney('18.25'));
    expect(formatMoney(lines.regularPay)).toBe('730.00');
    expect(formatMoney(lines.overtimePay)).toBe('136.88'); // 5 × 27.375 = 136.875
    expect(lines.doubleTimePay).toBe(0);
    expect(lines.gross).toBe(86_688);
    expect(formatMoney(lines.gross)).toBe('866.88');
  });

  it('pays double time at twice the rate', () => {
    const hours = weekHours([{ day: 0, workedMs: 13 * HOUR_MS }], 'daily_8_weekly_40');
    const lines = payLines(hours, 2000);
    expect(lines).toEqual({ regularPay: 16_000, overtimePay: 12_000, doubleTimePay: 4000, gross: 32_000 });
  });

  it('rounds each line half-up to the cent', () => {
    // 7.33 h × 18.25 = 133.7725 → 133.77; 0.01 h × 18.25 × 1.5 = 0.27375 → 0.27; 0.01 h × 0.50 × 2 = 0.01.
    expect(payLines({ regularHours: 733, overtimeHours: 0, doubleTimeHours: 0 }, 1825).regularPay).toBe(
      13_377,
    );
    expect(payLines({ regularHours: 0, overtimeHours: 1, doubleTimeHours: 0 }, 1825).overtimePay).toBe(27);
    expect(payLines({ regularHours: 0, overtimeHours: 0, doubleTimeHours: 1 }, 50).doubleTimePay).toBe(1);
    expect(payLines({ regularHours: 1, overtimeHours: 0, doubleTimeHours: 0 }, 50).regularPay).toBe(1); // 0.005
    expect(payLines({ regularHours: 1, overtimeHours: 0, doubleTimeHours: 0 }, 49).regularPay).toBe(0); // 0.0049
  });

  it('earns nothing from hours without a rate', () => {
    fc.assert(
      fc.property(payable, (hours) => {
        expect(payLines(hours, null)).toEqual({ regularPay: 0, overtimePay: 0, doubleTimePay: 0, gross: 0 });
      }),
    );
  });

  it('gross is the sum of its lines', () => {
    fc.assert(
      fc.property(payable, rateCents, (hours, rate) => {
        const lines = payLines(hours, rate);
        expect(lines.gross).toBe(lines.regularPay + lines.overtimePay + lines.doubleTimePay);
      }),
      { numRuns: 500 },
    );
  });

  it('pays every line as the exact product rounded half-up, checked against BigInt', () => {
    fc.assert(
      fc.property(payable, rateCents, (hours, rate) => {
        const lines = payLines(hours, rate);
        expect(BigInt(lines.regularPay)).toBe(referenceLine(hours.regularHours, rate, 2));
        expect(BigInt(lines.overtimePay)).toBe(referenceLine(hours.overtimeHours, rate, 3));
        expect(BigInt(lines.doubleTimePay)).toBe(referenceLine(hours.doubleTimeHours, rate, 4));
      }),
      { numRuns: 500 },
    );
  });

  it('pays whole cents that are never negative and format as money', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, rateCents, (days, rule, rate) => {
        const lines = payLines(weekHours(days, rule), rate);
        for (const amount of Object.values(lines)) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(formatMoney(amount)).toMatch(/^\d+\.\d{2}$/);
        }
      }),
    );
  });

  // Each line is rounded on its own, so 0.49 h regular + 0.02 h overtime at 1 cent pays 0 cents
  // where 0.51 h regular pays 1: an overtime rule can cost at most that one cent, never more.
  it('never pays more than a cent less for the same hours under an overtime rule than under none', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, rateCents, (days, rule, rate) => {
        const withRule = payLines(weekHours(days, rule), rate).gross;
        expect(withRule).toBeGreaterThanOrEqual(payLines(weekHours(days, 'none'), rate).gross - 1);
      }),
      { numRuns: 500 },
    );
    const days = [
      { day: 0, workedMs: 49 * 36_000 },
      { day: 1, workedMs: 802 * 36_000 },
    ];
    expect(payLines(weekHours(days, 'daily_8_weekly_40'), 1).gross).toBe(8);
    expect(payLines(weekHours(days, 'none'), 1).gross).toBe(9);
  });

  it('refuses an amount that would lose precision', () => {
    expect(() => payLines({ regularHours: 2 ** 40, overtimeHours: 0, doubleTimeHours: 0 }, 2 ** 20)).toThrow(
      RangeError,
    );
  });
});
