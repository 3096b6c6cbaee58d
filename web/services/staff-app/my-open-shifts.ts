import { changeClockOf, FreshCache } from '../../db/change-clock.js';
import type { Database } from '../../db/database.js';
import type { Page } from '../../db/repositories/page.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { invalidField } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import { type Claimable, eligibleClaimables } from './open-shift-eligibility.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** The last local date there is: every approved time off of the person from today on. */
const LAST_DATE = '9999-12-31';
/** A shop's claimable shifts kept in memory; a shop offering more is asked in SQL each time. */
const MAX_CLAIMABLE = 5_000;
const MAX_CACHED_SHOPS = 1_000;
/** A write to these may change what a shop offers: the cache empties, on every instance. */
const CLAIMABLE_TABLES = ['shifts', 'shift_requests'] as const;

/** `too_many`: the shop offers over MAX_CLAIMABLE shifts, and its staff are answered in SQL. */
type ShopClaimables = readonly Claimable[] | 'too_many';

const caches = new WeakMap<Database, FreshCache<ShopClaimables>>();

function cacheOf(db: Database): FreshCache<ShopClaimables> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FreshCache<ShopClaimables>(MAX_CACHED_SHOPS);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * What the shop offers to claim, by start then id: read once and shared by every staff
 * member's request until a shift or a shift request of any shop changes (decision 61).
 */
async function claimablesOf(deps: ServiceDeps, shopId: string, now: number): Promise<ShopClaimables> {
  // Taken before the reads: a write committed while they run moves the clock past it.
  const epoch = await changeClockOf(deps.db).epoch(CLAIMABLE_TABLES);
  const cached = cacheOf(deps.db).get(epoch, shopId);
  if (cached) return cached;
  const { open, offered } = await deps.repos.shifts.listClaimable(shopId, now, MAX_CLAIMABLE + 1);
  let claimables: ShopClaimables = 'too_many';
  if (open.length + offered.length <= MAX_CLAIMABLE) {
    claimables = [
      ...open.map((shift) => ({ shift, offeredBy: null })),
      ...offered.map(({ shift, offeredBy }) => ({ shift, offeredBy })),
    ].sort((a, b) => a.shift.startsAt - b.shift.startsAt || (a.shift.id < b.shift.id ? -1 : 1));
    Object.freeze(claimables);
  }
  cacheOf(deps.db).set(epoch, shopId, claimables);
  return claimables;
}

/**
 * `GET /v1/me/open-shifts` (SPEC §17): the published, not started open shifts (and shifts
 * offered to all by others) the signed-in person is eligible for (active, no overlapping shift,
 * no approved time off on its local days), a page by start. The shop's claimable shifts are
 * read once for all its staff; each request reads the person's approved time off ahead and
 * their own shifts over the same days, and keeps the shifts they may take in one pass
 * (decision 61). A shop offering over MAX_CLAIMABLE shifts is asked in one statement instead.
 */
export async function myOpenShifts(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
): Promise<ListResult<ShiftView>> {
  if (!me.staff.active) return { data: [], has_more: false, next_cursor: null };
  const now = deps.now();
  const zone = me.shop.timezone;
  const today = localDateOf(now, zone);
  const timeOff = await deps.repos.timeOff.approvedOnDays([me.staff.id], today, LAST_DATE);
  const blocked = timeOff.map((off) => localDateRange(off.startsOn, off.endsOn, zone));
  const after = page.startingAfter
    ? await deps.repos.shifts.findById(me.shop.id, page.startingAfter)
    : undefined;
  if (page.startingAfter && !after)
    throw invalidField('starting_after', 'No open shift with that id to start after.');
  const claimables = await claimablesOf(deps, me.shop.id, now);
  const rows =
    claimables === 'too_many'
      ? await deps.repos.shifts.listOpenEligible(me.shop.id, me.staff.id, now, blocked, page)
      : await eligibleOf(deps, claimables, me, { now, after, limit: page.limit + 1, blocked });
  if (!rows) throw invalidField('starting_after', 'No open shift with that id to start after.');
  const result = pageOf(rows, page.limit);
  // A shift offered to all still shows its staff member: the one who offers it.
  const handleOf = await staffHandles(deps, me.shop.id, result.data);
  return { ...result, data: result.data.map((row) => shiftView(row, handleOf(row.staffId))) };
}

/** The person's own shifts over the claimable ones' days, then the pass that keeps what fits. */
async function eligibleOf(
  deps: ServiceDeps,
  claimables: readonly Claimable[],
  me: StaffPrincipal,
  page: { now: number; after: ShiftRow | undefined; limit: number; blocked: { from: number; to: number }[] },
): Promise<ShiftRow[]> {
  const ahead = claimables.filter(({ shift }) => shift.startsAt > page.now);
  if (ahead.length === 0) return [];
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const { shift } of ahead) {
    from = Math.min(from, shift.startsAt);
    to = Math.max(to, shift.endsAt);
  }
  const own = await deps.repos.shifts.listOfStaffOverlapping(me.staff.id, from, to);
  return eligibleClaimables(ahead, { staffId: me.staff.id, own, blocked: page.blocked }, page);
}
