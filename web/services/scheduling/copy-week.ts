import { z } from 'zod';
import { nextTurn } from '../../db/next-turn.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { MAX_SHIFTS_PER_WEEK } from '../../domain/scheduling/shift-times.js';
import {
  COPY_SKIP_REASONS,
  type CopyPlacement,
  planWeekCopy,
  type SkippedCopy,
} from '../../domain/scheduling/week-copy.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import type { WorkWeek } from '../../domain/time/work-week.js';
import { ShiftWriteSchema, shiftWarnings } from '../availability/shift-warnings.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveStaff } from '../staff/resolve-staff.js';
import { formatInstant } from '../views/instant.js';
import { Id, Timestamp } from '../views/schema-fields.js';
import { shiftView } from '../views/shift-view.js';
import { checkWeekRoom } from './shift-rules.js';
import { shopWeek, shopWeekOf } from './shop-week.js';

const DAY_MS = 86_400_000;

export interface CopyWeekInput {
  /** Any date of the work week to copy, and of the week to copy it to. */
  fromWeek: string;
  toWeek: string;
  /** Only this staff member's shifts (id or handle); all when undefined. */
  staff?: string | undefined;
}

/** A shift that was not copied, why, and where its copy would have gone. */
export const SkippedCopySchema = z
  .object({
    shift: Id('shf').meta({ description: 'The shift that was not copied.' }),
    reason: z.enum(COPY_SKIP_REASONS).meta({
      description:
        '`inactive_staff`: the staff member is inactive; `invalid_times`: at the same local times the copy is no valid shift (around a DST change: over 24 h, under a minute, ending before it starts, or shorter than its break); `time_off`: it would land on approved time off; `overlap`: it would overlap a shift already there (or another copy).',
    }),
    staff: z.string(),
    staff_id: Id('stf'),
    starts_at: Timestamp.meta({ description: 'Where the copy would have started.' }),
    ends_at: Timestamp,
    conflict: z.string().nullable().meta({
      description: 'The shift (`shf_…`) or time off (`tof_…`) in the way; null for the other reasons.',
    }),
  })
  .meta({ id: 'SkippedCopy' });
export type SkippedCopyView = z.output<typeof SkippedCopySchema>;

export const CopyAnswerSchema = z
  .object({
    created: z
      .array(ShiftWriteSchema)
      .meta({ description: 'The copies, as drafts, in the order of the shifts copied.' }),
    skipped: z.array(SkippedCopySchema),
  })
  .meta({ id: 'CopyAnswer' });
export type CopyAnswer = z.output<typeof CopyAnswerSchema>;

/** A shift with its staff member: the only kind a copy copies. */
type StaffedShiftRow = ShiftRow & { staffId: string };

/**
 * Copies a work week's shifts (one staff member's, or everyone's) to another work week at the
 * same local wall-clock times (domain/scheduling/week-copy.ts), as drafts. In one transaction
 * under the shop's lock: four reads (the week's shifts, their staff, the shifts and approved
 * time off already around the target week), the plan, the count of the target week, and
 * multi-row inserts, so 2,000 shifts take a handful of statements and a throw leaves nothing
 * half-made. A week holds at most 2,000 shifts (SPEC §13): copies that would take the target
 * week past it are a 422 `week_full` and none is made; a source week past it (written before
 * the cap) is refused having read 2,001 of its shifts, which bounds the work of any copy
 * (decision 47).
 */
export async function copyWeek(deps: ServiceDeps, shopId: string, input: CopyWeekInput): Promise<CopyAnswer> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const from = shopWeek(shop, input.fromWeek);
    const to = shopWeek(shop, input.toWeek);
    if (from.startDate === to.startDate)
      throw ruleViolation(
        'to_week',
        'to_week is in the work week of from_week: a week cannot be copied onto itself.',
      );
    const only = input.staff === undefined ? undefined : await resolveStaff(deps, shop, input.staff);
    const listed = await repos.shifts.listStartingIn(
      shop.id,
      from.startsAt,
      from.endsAt,
      only?.id,
      MAX_SHIFTS_PER_WEEK + 1,
    );
    // More than a week holds (written before the cap, or regrouped by a change of the shop's
    // zone or first weekday): the week is over the cap, and the count says by how much.
    if (listed.length > MAX_SHIFTS_PER_WEEK) await checkWeekRoom(deps, shop.id, from, 0, 'from_week');
    // Open shifts (SPEC §17) stay in their week: a copy plans people's weeks (decision 61).
    const sources = listed.flatMap((shift) =>
      shift.staffId === null ? [] : [{ ...shift, staffId: shift.staffId }],
    );
    if (sources.length === 0) return { created: [], skipped: [] };
    // On SQLite statements run synchronously: a full week's reads, plan and inserts in one go
    // held the event loop for up to 235 ms. Each part gets a turn of its own (decision 47; the
    // inserts between their batches).
    await nextTurn();

    const staffIds = [...new Set(sources.map((shift) => shift.staffId))];
    const staff = await repos.staff.findByIds(shop.id, staffIds);
    const around = aroundWeek(to);
    const now = deps.now();
    const plan = planWeekCopy({
      sources,
      days: daysBetween(from.startDate, to.startDate),
      zone: shop.timezone,
      activeStaff: new Set(staff.filter((member) => member.active).map((member) => member.id)),
      existing: (await repos.shifts.listOverlapping(staffIds, around.from, around.to)) as StaffedShiftRow[],
      approvedTimeOff: await repos.timeOff.approvedOnDays(staffIds, around.firstDay, around.lastDay),
      newId: () => newId('shf', now),
    });
    await nextTurn();
    for (const [week, adding] of weeksOf(shop, to, plan.copies))
      await checkWeekRoom(deps, shop.id, week, adding, 'to_week');
    const created: StaffedShiftRow[] = plan.copies.map(({ id, source, startsAt, endsAt }) => ({
      ...source,
      id,
      startsAt,
      endsAt,
      published: false,
      createdAt: now,
      updatedAt: now,
    }));
    await repos.shifts.insertMany(created);
    await nextTurn();
    const handleOf = new Map(staff.map((member) => [member.id, member.handle]));
    const warnings = await shiftWarnings(
      deps,
      shop,
      created.map((row) => ({ ...row, staffHandle: handleOf.get(row.staffId)! })),
    );
    return {
      created: created.map((row, i) => ({
        ...shiftView(row, handleOf.get(row.staffId)!),
        warnings: warnings[i]!,
      })),
      skipped: plan.skipped.map((skip) => skippedView(skip, handleOf.get(skip.source.staffId)!)),
    };
  });
}

/**
 * How many copies start in each work week. Copies keep their local dates, so they start in
 * the target week; only a DST change at midnight can push one a day on (a time that does not
 * exist is read later), so the week is looked up only for copies outside the target week.
 */
function weeksOf(shop: ShopRow, target: WorkWeek, copies: readonly CopyPlacement[]): Map<WorkWeek, number> {
  const weeks = new Map<WorkWeek, number>();
  const byDate = new Map<string, WorkWeek>([[target.startDate, target]]);
  for (const copy of copies) {
    let week = target;
    if (copy.startsAt < target.startsAt || copy.startsAt >= target.endsAt) {
      const found = shopWeekOf(shop, copy.startsAt);
      week = byDate.get(found.startDate) ?? found;
      byDate.set(week.startDate, week);
    }
    weeks.set(week, (weeks.get(week) ?? 0) + 1);
  }
  return weeks;
}

/**
 * Where copies into a week can fall, with room to spare: a copy starts in the week (a DST gap
 * can push it an hour or so later) and lasts at most a day, so shifts and time off outside
 * this cannot be in the way.
 */
function aroundWeek(week: WorkWeek) {
  return {
    from: week.startsAt - DAY_MS,
    to: week.endsAt + 2 * DAY_MS,
    firstDay: addDays(week.startDate, -1),
    lastDay: addDays(week.startDate, 8),
  };
}

function skippedView(skip: SkippedCopy<StaffedShiftRow>, handle: string): SkippedCopyView {
  return {
    shift: skip.source.id,
    reason: skip.reason,
    staff: handle,
    staff_id: skip.source.staffId,
    starts_at: formatInstant(skip.startsAt),
    ends_at: formatInstant(skip.endsAt),
    conflict: skip.conflict,
  };
}
