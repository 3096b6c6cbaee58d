import type { TimeEntry, WeekSummary } from '../api/types.js';
import { toCents } from './format.js';
import { localDate } from './time.js';

export interface DayLabour {
  date: string;
  hours: number;
  costCents: number;
}

/**
 * Hours and labour cost per day of the week, from the week's entries. Each timesheet's gross
 * (which includes its overtime premium) is spread over its days in proportion to their hours,
 * in integer cents with the remainders handed out largest first, so the days add up exactly
 * to the summary's gross.
 */
export function dailyLabour(
  days: string[],
  entries: TimeEntry[],
  summary: WeekSummary,
  timeZone: string,
): DayLabour[] {
  const result = days.map((date) => ({ date, hours: 0, costCents: 0 }));
  const index = new Map(days.map((date, i) => [date, i]));
  const centihoursBySheet = new Map<string, number[]>();
  for (const entry of entries) {
    const i = index.get(localDate(Date.parse(entry.started_at), timeZone));
    if (i === undefined || entry.ended_at === null) continue;
    const centihours = Math.round(entry.hours * 100);
    result[i]!.hours += centihours;
    const perDay = centihoursBySheet.get(entry.timesheet) ?? days.map(() => 0);
    perDay[i]! += centihours;
    centihoursBySheet.set(entry.timesheet, perDay);
  }
  for (const sheet of summary.entries) {
    const perDay = centihoursBySheet.get(sheet.timesheet);
    const gross = toCents(sheet.gross) ?? 0;
    const total = perDay?.reduce((a, b) => a + b, 0) ?? 0;
    if (!perDay || total === 0) continue;
    const shares = perDay.map((h, i) => ({ i, exact: (gross * h) / total }));
    let left = gross;
    for (const share of shares) {
      const floor = Math.floor(share.exact);
      result[share.i]!.costCents += floor;
      left -= floor;
    }
    shares.sort((a, b) => (b.exact % 1) - (a.exact % 1));
    for (let k = 0; k < left; k++) result[shares[k % shares.length]!.i]!.costCents += 1;
  }
  return result.map((day) => ({ ...day, hours: day.hours / 100 }));
}
