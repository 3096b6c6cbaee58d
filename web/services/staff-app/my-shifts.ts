import { type ClockReading, cachePerDatabase, changeClockOf, FreshCache } from '../../db/change-clock.js';
import { invalidField } from '../../domain/errors.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import { localDateOf, localMidnight } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** SPEC §15: a range of at most 93 days; by default today and the 13 days after. */
export const MAX_MY_SHIFT_DAYS = 93;
const DEFAULT_DAYS = 14;

/**
 * What an answer is read from: the shifts, the person's handle (in every view) and the shop's
 * zone (where the days begin). A write to one of them empties the cache, on every instance
 * (decisions 18, 25, 42, 74).
 */
export const MY_SHIFTS_TABLES = ['shifts', 'staff', 'shops'] as const;
/** Answers kept, and shifts in them (about 1 KB each with their JSON): tens of MB at most. */
const MAX_CACHED_ANSWERS = 10_000;
const MAX_CACHED_SHIFTS = 50_000;

/** A person's answer, one page, frozen: shared by every request that reads it while it is kept. */
export interface MyShifts {
  readonly data: readonly Readonly<ShiftView>[];
  readonly has_more: false;
  readonly next_cursor: null;
}

const answerCacheOf = cachePerDatabase(
  () => new FreshCache<MyShifts>(MAX_CACHED_ANSWERS, MAX_CACHED_SHIFTS, (answer) => answer.data.length),
);

/**
 * `GET /v1/me/shifts`: the person's published shifts overlapping the local days [from, to],
 * by start. The range is bounded, so the answer is one page. Kept per person and days until a
 * shift, a staff member or a shop changes, as `reading` (taken after the request arrived; one is
 * taken here without it) tells (decision 74); it does not depend on the time of day otherwise
 * (the default days are in the key). A kept answer comes without a promise, so the request goes
 * on in the same turn; requests for one answer that miss together share one read.
 */
export function myShifts(
  deps: ServiceDeps,
  me: StaffPrincipal,
  range: { from?: string | undefined; to?: string | undefined },
  reading?: ClockReading,
): MyShifts | Promise<MyShifts> {
  const zone = me.shop.timezone;
  const from =
    range.from ?? (range.to ? addDays(range.to, -(DEFAULT_DAYS - 1)) : localDateOf(deps.now(), zone));
  const to = range.to ?? addDays(from, DEFAULT_DAYS - 1);
  if (to < from) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_MY_SHIFT_DAYS)
    throw invalidField('to', `The range may cover at most ${MAX_MY_SHIFT_DAYS} days.`);
  const days = { from, to };
  const clock = reading ?? changeClockOf(deps.db).read();
  if (clock instanceof Promise) return clock.then((read) => answerOf(deps, me, days, read));
  return answerOf(deps, me, days, clock);
}

function answerOf(
  deps: ServiceDeps,
  me: StaffPrincipal,
  days: { from: string; to: string },
  reading: ClockReading,
): MyShifts | Promise<MyShifts> {
  // The shop and zone are in the key as well as the person: an answer is never anyone else's.
  const key = `${me.shop.id}|${me.staff.id}|${me.shop.timezone}|${days.from}|${days.to}`;
  // Asked before the read: a write committed while it runs moves the clock past it.
  const epoch = reading.epoch(MY_SHIFTS_TABLES);
  // The read always answers, so a shared one does too.
  return answerCacheOf(deps.db).getOrRead(epoch, key, () => readAnswer(deps, me, days)) as
    | MyShifts
    | Promise<MyShifts>;
}

async function readAnswer(
  deps: ServiceDeps,
  me: StaffPrincipal,
  days: { from: string; to: string },
): Promise<MyShifts> {
  const zone = me.shop.timezone;
  const rows = await deps.repos.shifts.listPublishedOfStaff(
    me.shop.id,
    me.staff.id,
    localMidnight(days.from, zone),
    localMidnight(addDays(days.to, 1), zone),
    true,
  );
  const data = Object.freeze(rows.map((row) => Object.freeze(shiftView(row, me.staff.handle))));
  return Object.freeze({ data, has_more: false, next_cursor: null });
}
