import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionAmount } from '../../web/domain/pay/commission.js';
import { payLines } from '../../web/domain/pay/gross.js';
import { payrollLines } from '../../web/domain/payroll/payroll-lines.js';

const staffId = fc.constantFrom('stf_a', 'stf_b', 'stf_c');
const centihours = fc.integer({ min: 0, max: 10_000 });
const timesheet = fc.record({
  staffId,
  regularHours: centihours,
  overtimeHours: centihours,
  doubleTimeHours: centihours,
  approvedRateCents: fc.option(fc.constantFrom(1825, 1999, 2000), { nil: null }),
});
const commission = fc.record({ staffId, amountCents: fc.integer({ min: 0, max: 1_000_000 }) });

describe('commissionAmount', () => {
  it('rounds half-up to the cent', () => {
    expect(commissionAmount(123_450, 500)).toBe(6173); // 61.725
    expect(commissionAmount(9_999, 250)).toBe(250); // 2.49975
    expect(commissionAmount(1_005, 1_000)).toBe(101); // 1.005
    expect(commissionAmount(1_004, 1_000)).toBe(100);
    expect(commissionAmount(0, 500)).toBe(0);
  });
});

describe('payrollLines', () => {
  it('gives one line per staff member that equals its timesheets and commissions to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(timesheet, { maxLength: 8 }),
        fc.array(commission, { maxLength: 5 }),
        (sheets, sales) => {
          const lines = payrollLines(sheets, sales);
          const staff = new Set([...sheets, ...sales].map((row) => row.staffId));
          expect(lines.map((line) => line.staffId).sort()).toEqual([...staff].sort());
          for (const line of lines) {
            const own = sheets.filter((t) => t.staffId === line.staffId);
            const pays = own.map((t) => payLines(t, t.approvedRateCents));
            const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
            expect(line.regularPayCents).toBe(sum(pays.map((p) => p.regularPay)));
            expect(line.regularPayCents + line.overtimePayCents).toBe(sum(pays.map((p) => p.gross)));
            expect(line.commissionCents).toBe(
              sum(sales.filter((c) => c.staffId === line.staffId).map((c) => c.amountCents)),
            );
            expect(line.grossCents).toBe(line.regularPayCents + line.overtimePayCents + line.commissionCents);
            expect(line.regularHours).toBe(sum(own.map((t) => t.regularHours)));
            const rates = new Set(own.map((t) => t.approvedRateCents));
            expect(line.rateCents).toBe(rates.size === 1 ? [...rates][0] : null);
          }
        },
      ),
    );
  });
});
