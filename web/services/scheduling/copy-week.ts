import { z } from 'zod';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { COPY_SKIP_REASONS, planWeekCopy, type SkippedCopy } from '../../domain/scheduling/week-copy.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import type { WorkWeek } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveStaff } from '../staff/resolve-staff.js';
import { formatInstant } from '../views/instant.js';
import { Id, Timestamp } from '../views/schema-fields.js';
import { ShiftSchema, shiftView } from '../views/shift-view.js';
import { shopWeek } from './shop-week.js';

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
        '`inactive_staff`: the staff member is inactive; `invalid_times`: at the same local times the copy is no valid shift (around a DST change: over 24 h, ending before it starts, or shorter than its break); `time_off`: it would land on approved time off; `overlap`: it would overlap a shift already there (or another copy).',
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
      .array(ShiftSchema)
      .meta({ description: 'The copies, as drafts, in the order of the shifts copied.' }),
    skipped: z.array(SkippedCopySchema),
  })
  .meta({ id: 'CopyAnswer' });
export type CopyAnswer = z.output<typeof CopyAnswerSchema>;

/**
 * Copies a work week's shifts (one staff member's, or everyone's) to another work week at the
 * same local wall-clock times (domain/scheduling/week-copy.ts), as drafts. In one transaction
 * under the shop's lock: four reads (the week's shifts, their staff, the shifts and approved
 * time off already around the target week), the plan, and multi-row inserts, so 350 shifts
 * take a handful of statements and a throw leaves nothing half-made.
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
    const sources = await repos.shifts.listStartingIn(shop.id, from.startsAt, from.endsAt, only?.id);
    if (sources.length === 0) return { created: [], skipped: [] };

    const staffIds = [...new Set(sources.map((shift) => shift.staffId))];
    const staff = await repos.staff.findByIds(shop.id, staffIds);
    const around = aroundWeek(to);
    const now = deps.now();
    const plan = planWeekCopy({
      sources,
      days: daysBetween(from.startDate, to.startDate),
      zone: shop.timezone,
      activeStaff: new Set(staff.filter((member) => member.active).map((member) => member.id)),
      existing: await repos.shifts.listOverlapping(staffIds, around.from, around.to),
      approvedTimeOff: await repos.timeOff.approvedOnDays(staffIds, around.firstDay, around.lastDay),
      newId: () => newId('shf', now),
    });
    const created: ShiftRow[] = plan.copies.map(({ id, source, startsAt, endsAt }) => ({
      ...source,
      id,
      startsAt,
      endsAt,
      published: false,
      createdAt: now,
      updatedAt: now,
    }));
    await repos.shifts.insertMany(created);
    const handleOf = new Map(staff.map((member) => [member.id, member.handle]));
    return {
      created: created.map((row) => shiftView(row, handleOf.get(row.staffId)!)),
      skipped: plan.skipped.map((skip) => skippedView(skip, handleOf.get(skip.source.staffId)!)),
    };
  });
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

function skippedView(skip: SkippedCopy<ShiftRow>, handle: string): SkippedCopyView {
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
