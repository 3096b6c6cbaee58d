import type { TipsRow } from '../api/types.js';
import { toCents } from './format.js';

/** One staff member's tips over a range, in integer cents. */
export interface StaffTips {
  staffId: string;
  handle: string;
  paycheckCents: number;
  cashCents: number;
}

/** `GET /v1/tips` rows (a row per day and staff member) summed per staff member, in order of first row. */
export function tipsByStaff(rows: readonly TipsRow[]): StaffTips[] {
  const totals = new Map<string, StaffTips>();
  for (const row of rows) {
    const total = totals.get(row.staff_id) ?? {
      staffId: row.staff_id,
      handle: row.staff,
      paycheckCents: 0,
      cashCents: 0,
    };
    total.paycheckCents += toCents(row.paycheck_tips) ?? 0;
    total.cashCents += toCents(row.cash_tips) ?? 0;
    totals.set(row.staff_id, total);
  }
  return [...totals.values()];
}
