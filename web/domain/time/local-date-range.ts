import { addDays } from './calendar-date.js';
import { localMidnight } from './work-week.js';

/** UTC instants (ms) of an inclusive range of local dates: [midnight of `from`, midnight after `to`). */
export interface InstantRange {
  from: number;
  to: number;
}

/** `from`..`to` as whole local days in `zone`, so a DST day keeps its 23 or 25 hours. */
export function localDateRange(from: string, to: string, zone: string): InstantRange {
  return { from: localMidnight(from, zone), to: localMidnight(addDays(to, 1), zone) };
}
