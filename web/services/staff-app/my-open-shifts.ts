import { cachePerDatabase, changeClockOf, FreshCache } from '../../db/change-clock.js';
import type { Page } from '../../db/repositories/page.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { invalidField } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import { type Claimable, eligibleClaimables, firstStartingAfter } from './open-shift-eligibility.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** The last local date there is: every approved time off of the person from today on. */
const LAST_DATE = '9999-12-31';
/** A shop's claimable shifts kept in memory; a shop offering more is asked in SQL each time. */
const MAX_CLAIMABLE = 5_000;
const MAX_CACHED_SHOPS = 1_000;
/**
 * Claimable shifts kept across all shops (each with its row and view, about 1 KB): without it,
 * 1,000 shops of 5,000 would hold gigabytes. The least recently asked shops go first.
 */
const MAX_CACHED_CLAIMABLES = 100_000;
/**
 * A write to these may change what a shop offers or how it shows (an offerer's handle): the
 * cache empties, on every instance.
 */
const CLAIMABLE_TABLES = ['shifts', 'shift_requests', 'staff'] as const;

/**
 * What a shop offers, by start then id, with each shift's view (its offerer's handle in it)
 * and the latest end among them; `too_many`: it offers over MAX_CLAIMABLE shifts, and its staff
 * are answered in SQL.
 */
type ShopClaimables =
  | { items: readonly Claimable[]; views: ReadonlyMap<string, ShiftView>; lastEnd: number }
  | 'too_many';

/**
 * A person's answer, by page asked for: kept until a shift, a shift request, a staff member, a
 * time off or the shop (its zone) changes, or the next claimable shift starts (it would leave
 * the list).
 */
const ANSWER_TABLES = ['shifts', 'shift_requests', 'staff', 'time_off', 'shops'] as const;
const MAX_CACHED_ANSWERS = 10_000;
interface CachedAnswer {
  answer: ListResult<ShiftView>;
  validUntil: number;
}
const answerCacheOf = cachePerDatabase(() => new FreshCache<CachedAnswer>(MAX_CACHED_ANSWERS));

const cacheOf = cachePerDatabase(
  () =>
    new FreshCache<ShopClaimables>(MAX_CACHED_SHOPS, MAX_CACHED_CLAIMABLES, (kept) =>
      kept === 'too_many' ? 0 : kept.items.length,
    ),
);

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
    const items: Claimable[] = [
      ...open.map((shift) => ({ shift, offeredBy: null })),
      ...offered.map(({ shift, offeredBy }) => ({ shift, offeredBy })),
    ].sort((a, b) => a.shift.startsAt - b.shift.startsAt || (a.shift.id < b.shift.id ? -1 : 1));
    // A shift offered to all still shows its staff member: the one who offers it.
    const handleOf = await staffHandles(
      deps,
      shopId,
      items.map((item) => item.shift),
    );
    const views = new Map(items.map(({ shift }) => [shift.id, shiftView(shift, handleOf(shift.staffId))]));
    const lastEnd = items.reduce((latest, { shift }) => Math.max(latest, shift.endsAt), 0);
    claimables = Object.freeze({ items: Object.freeze(items), views, lastEnd });
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
  // Taken before the reads: a write committed while they run moves the clock past it.
  const epoch = await changeClockOf(deps.db).epoch(ANSWER_TABLES);
  const key = `${me.staff.id}|${page.limit}|${page.startingAfter ?? ''}`;
  const cached = answerCacheOf(deps.db).get(epoch, key);
  if (cached && now < cached.validUntil) return cached.answer;
  const { answer, validUntil } = await answerOf(deps, me, page, now);
  // An answer already out of date (a shop asked in SQL each time) is not kept.
  if (validUntil > now) answerCacheOf(deps.db).set(epoch, key, { answer, validUntil });
  return answer;
}

/** The answer, and the instant it stops being true with no write: the next claimable's start. */
async function answerOf(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
  now: number,
): Promise<{ answer: ListResult<ShiftView>; validUntil: number }> {
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
  if (claimables !== 'too_many') {
    const rows = await eligibleOf(deps, claimables, me, { now, after, limit: page.limit + 1, blocked });
    const result = pageOf(rows, page.limit);
    const next = claimables.items[firstStartingAfter(claimables.items, now)];
    return {
      answer: { ...result, data: result.data.map((row) => claimables.views.get(row.id)!) },
      validUntil: next ? next.shift.startsAt : Number.POSITIVE_INFINITY,
    };
  }
  const rows = await deps.repos.shifts.listOpenEligible(me.shop.id, me.staff.id, now, blocked, page);
  if (!rows) throw invalidField('starting_after', 'No open shift with that id to start after.');
  const result = pageOf(rows, page.limit);
  // A shift offered to all still shows its staff member: the one who offers it.
  const handleOf = await staffHandles(deps, me.shop.id, result.data);
  // Not kept: a shop this busy is asked each time.
  return {
    answer: { ...result, data: result.data.map((row) => shiftView(row, handleOf(row.staffId))) },
    validUntil: now,
  };
}

/** The person's own shifts over the claimable ones' days, then the pass that keeps what fits. */
async function eligibleOf(
  deps: ServiceDeps,
  claimables: { items: readonly Claimable[]; lastEnd: number },
  me: StaffPrincipal,
  page: { now: number; after: ShiftRow | undefined; limit: number; blocked: { from: number; to: number }[] },
): Promise<ShiftRow[]> {
  const { items, lastEnd } = claimables;
  const first = items[firstStartingAfter(items, page.now)];
  if (!first) return [];
  const own = await deps.repos.shifts.listOfStaffOverlapping(me.staff.id, first.shift.startsAt, lastEnd);
  return eligibleClaimables(items, { staffId: me.staff.id, own, blocked: page.blocked }, page);
}
