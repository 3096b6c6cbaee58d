import { assertSafeInteger } from '../money/money.js';
import { localDateOf } from '../time/work-week.js';

/** A row of the tip ledger as the reports read it: signed cents of one kind on one instant. */
export interface TipEntry {
  staffId: string | null;
  kind: string;
  amountCents: number;
  occurredAt: number;
}

/** One staff member's tips on one local day (SPEC §18). */
export interface DailyTips {
  date: string;
  staffId: string;
  paycheckCents: number;
  cashCents: number;
}

/**
 * Tips per local day and staff member, by date then staff id (the caller sorts by handle);
 * unattributed tips (staffId null) are in no row, and a day whose tips came to nothing for
 * someone (a tip refunded the same day) gives them no row.
 */
export function dailyTips(entries: readonly TipEntry[], zone: string): DailyTips[] {
  const rows = new Map<string, DailyTips>();
  for (const entry of entries) {
    if (entry.staffId === null) continue;
    const date = localDateOf(entry.occurredAt, zone);
    const key = `${date}|${entry.staffId}`;
    let row = rows.get(key);
    if (!row) {
      row = { date, staffId: entry.staffId, paycheckCents: 0, cashCents: 0 };
      rows.set(key, row);
    }
    if (entry.kind === 'cash') row.cashCents += entry.amountCents;
    else row.paycheckCents += entry.amountCents;
    assertSafeInteger(row.cashCents + row.paycheckCents);
  }
  return [...rows.values()]
    .filter((row) => row.paycheckCents !== 0 || row.cashCents !== 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Every tip of each local day, attributed or not (SPEC §18: `/v1/sales` `tips`). */
export function tipsByDay(entries: readonly TipEntry[], zone: string): Map<string, number> {
  const days = new Map<string, number>();
  for (const entry of entries) {
    const date = localDateOf(entry.occurredAt, zone);
    const total = (days.get(date) ?? 0) + entry.amountCents;
    assertSafeInteger(total);
    days.set(date, total);
  }
  return days;
}

/** Paycheck and cash tips per staff member over a period (SPEC §19: a payroll run's lines). */
export function tipsByStaff(
  entries: readonly TipEntry[],
): Map<string, { paycheckCents: number; cashCents: number }> {
  const out = new Map<string, { paycheckCents: number; cashCents: number }>();
  for (const entry of entries) {
    if (entry.staffId === null) continue;
    const sums = out.get(entry.staffId) ?? { paycheckCents: 0, cashCents: 0 };
    if (entry.kind === 'cash') sums.cashCents += entry.amountCents;
    else sums.paycheckCents += entry.amountCents;
    out.set(entry.staffId, sums);
  }
  return out;
}
