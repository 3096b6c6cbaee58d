import type { Page } from '../../db/repositories/page.js';
import { AppError, invalidField, notFound } from '../../domain/errors.js';
import type { TimeOffKind } from '../../domain/scheduling/time-off.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { createTimeOff } from '../time-off/create-time-off.js';
import { timeOffViewOf, timeOffViews } from '../time-off/time-off-views.js';
import type { TimeOffView } from '../views/time-off-view.js';
import type { DateRange } from './my-pay.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** `GET /v1/me/time-off`: own requests with a day in [from, to], by first day. */
export async function myTimeOff(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
  range: DateRange,
): Promise<ListResult<TimeOffView>> {
  if (range.from && range.to && range.to < range.from) throw invalidField('to', 'must not be before from');
  if (page.startingAfter) {
    const after = await deps.repos.timeOff.findById(me.shop.id, page.startingAfter);
    if (after?.staffId !== me.staff.id)
      throw invalidField('starting_after', 'No time off of yours with that id to start after.');
  }
  const rows = (await deps.repos.timeOff.list(me.shop.id, page, { staffId: me.staff.id, ...range })) ?? [];
  const result = pageOf(rows, page.limit);
  return { ...result, data: await timeOffViews(deps, me.shop, result.data) };
}

/** `POST /v1/me/time-off`: a request in the person's own name, by §13's rules. */
export function requestMyTimeOff(
  deps: NotifyingDeps,
  me: StaffPrincipal,
  input: { startsOn: string; endsOn: string; kind: TimeOffKind; note: string | null },
): Promise<TimeOffView> {
  return createTimeOff(deps, me.shop.id, { staff: me.staff.id, ...input });
}

/**
 * `POST /v1/me/time-off/{id}/cancel` (SPEC §15): `cancelled` from `requested`, or from
 * `approved` before its first local day; else 409 `not_cancellable`. Another person's id is a
 * 404. The status is changed only if it is still what was read (one answer under races).
 */
export async function cancelMyTimeOff(
  deps: ServiceDeps,
  me: StaffPrincipal,
  id: string,
): Promise<TimeOffView> {
  return deps.db.transaction(async () => {
    const row = await deps.repos.timeOff.findById(me.shop.id, id);
    if (row?.staffId !== me.staff.id) throw notFound('time off');
    const today = localDateOf(deps.now(), me.shop.timezone);
    const cancellable = row.status === 'requested' || (row.status === 'approved' && today < row.startsOn);
    const updated =
      cancellable &&
      (await deps.repos.timeOff.updateIfStatus(row.id, row.status, {
        status: 'cancelled',
        updatedAt: deps.now(),
      }));
    if (!updated)
      throw new AppError(
        'not_cancellable',
        row.status === 'approved'
          ? 'This time off has begun: ask your manager to change it.'
          : `This time off is ${row.status === 'cancelled' ? 'already cancelled' : row.status}: it cannot be cancelled.`,
      );
    return timeOffViewOf(deps, me.shop, updated);
  });
}
