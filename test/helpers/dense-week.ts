import type { NewShiftRow } from '../../web/db/repositories/shifts-repository.js';
import { newId } from '../../web/domain/ids.js';
import type { V1Deps } from '../../web/http/v1/route-deps.js';

const MINUTE_MS = 60_000;

/**
 * Writes `count` shifts of one staff member straight to the database, back to back from `from`
 * (UTC ms), each `minutes` long, as drafts, and answers their ids. A week at the cap of SPEC §13
 * would take 2,000 requests over HTTP; what a test then asks of it goes through HTTP as usual.
 * Back to back is how one person fits 2,000 shifts in a week (5 minutes each: 10,000 of its
 * 10,080 minutes), and shifts that only touch do not overlap.
 */
export async function seedShifts(
  deps: V1Deps,
  shopId: string,
  staffId: string,
  from: number,
  count: number,
  minutes = 5,
): Promise<string[]> {
  const now = Date.now();
  const rows: NewShiftRow[] = Array.from({ length: count }, (_, i) => ({
    id: newId('shf', now),
    shopId,
    staffId,
    startsAt: from + i * minutes * MINUTE_MS,
    endsAt: from + (i + 1) * minutes * MINUTE_MS,
    breakMinutes: 0,
    createdAt: now,
    updatedAt: now,
  }));
  await deps.db.transaction(() => deps.repos.shifts.insertMany(rows));
  return rows.map((row) => row.id);
}

/** How many of the shop's shifts start in [from, to) (UTC ms), read from the database. */
export async function shiftsStartingIn(deps: V1Deps, shopId: string, from: number, to: number) {
  return (await deps.repos.shifts.listStartingIn(shopId, from, to)).length;
}
