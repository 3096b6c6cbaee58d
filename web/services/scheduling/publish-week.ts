import { z } from 'zod';
import { notifySchedulePublished } from '../notifications/notify-schedule-published.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import { DateOnly } from '../views/schema-fields.js';
import { ShiftSchema, shiftView } from '../views/shift-view.js';
import { recordEvent } from '../webhooks/outbox.js';
import { checkWeekRoom } from './shift-rules.js';
import { shopWeek } from './shop-week.js';

export const PublishAnswerSchema = z
  .object({
    week: DateOnly.meta({ description: 'The `week` as sent: any date of the work week.' }),
    published: z.number().int().meta({
      description:
        'Shifts this call published (drafts until now); 0 when the week had no drafts left, and then no event is sent.',
    }),
  })
  .meta({ id: 'PublishAnswer' });
export type PublishAnswer = z.output<typeof PublishAnswerSchema>;

/** The data of a `schedule.published` event. */
export const SchedulePublishedDataSchema = z.object({
  week: DateOnly.meta({ description: 'The `week` sent to POST /v1/shifts/publish.' }),
  week_start: DateOnly.meta({ description: 'The first day of the work week published.' }),
  published: z.number().int().meta({ description: 'Shifts this publication published (at least 1).' }),
  shifts: z.array(ShiftSchema).meta({
    description:
      'Every shift of the week, all published: the schedule staff see. At most 2,000, the most a week holds (about 340 bytes each).',
  }),
});
export type SchedulePublishedData = z.output<typeof SchedulePublishedDataSchema>;

/**
 * Publishes every draft shift starting in the shop's work week containing `week`. When any was
 * a draft, one `schedule.published` event goes to the outbox in the same transaction, carrying
 * the whole week as staff now see it; publishing a week with no drafts left changes nothing and
 * announces nothing, as approving an approved timesheet does (SPEC §4). Under the shop's lock,
 * and only drafts change (`WHERE published = false`), so two publishes at once send one event.
 * A week holds at most 2,000 shifts (SPEC §13), which bounds the event (about 680 KB); a week
 * over the cap (written before it) is a 422 `week_full` until shifts are removed (decision 47).
 * Each staff member with a newly published shift gets one `schedule` email (SPEC §16), queued
 * in the same transaction.
 */
export async function publishWeek(deps: NotifyingDeps, shopId: string, week: string): Promise<PublishAnswer> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const range = shopWeek(shop, week);
    const { shifts } = deps.repos;
    await checkWeekRoom(deps, shop.id, range, 0, 'week');
    const published = await shifts.publishStartingIn(shop.id, range.startsAt, range.endsAt, deps.now());
    const answer = { week, published: published.length };
    if (published.length === 0) return answer;
    const rows = await shifts.listStartingIn(shop.id, range.startsAt, range.endsAt);
    const handleOf = await staffHandles(deps, shop.id, rows);
    const data: SchedulePublishedData = {
      week,
      week_start: range.startDate,
      published: published.length,
      shifts: rows.map((row) => shiftView(row, handleOf(row.staffId))),
    };
    await recordEvent(deps, shop, 'schedule.published', data);
    await notifySchedulePublished(deps, shop, range.startDate, published, rows);
    return answer;
  });
}
