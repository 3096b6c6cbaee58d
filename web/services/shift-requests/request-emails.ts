import { DateTime } from 'luxon';
import type { ShiftRequestRow } from '../../db/repositories/shift-requests-repository.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { localDaysOf } from '../../domain/scheduling/local-days.js';
import { blockingTimeOff } from '../../domain/scheduling/time-off.js';
import type { StaffAppDeps } from '../deps.js';
import { queueEmail, shopNameOf } from '../notifications/queue-email.js';
import type { ShiftRequestEmail } from '../notifications/templates/shift-request.js';
import { managerEmailsOf } from '../views/shop-view.js';

type Event = ShiftRequestEmail['event'];

/** `Tue 12 Jan, 09:00–17:00` in the shop's zone (SPEC §16: local times with minutes). */
function shiftWhen(shift: ShiftRow, zone: string): string {
  const start = DateTime.fromMillis(shift.startsAt, { zone });
  const end = DateTime.fromMillis(shift.endsAt, { zone });
  return `${start.toFormat('ccc d LLL, HH:mm')}–${end.toFormat('HH:mm')}`;
}

/**
 * The emails of SPEC §17, written in the request's transaction (the §16 outbox): `schedule` to
 * a staff member with an email who keeps that kind on, `manager` to each `manager_emails`.
 */
export async function emailRequest(
  deps: StaffAppDeps,
  shop: ShopRow,
  shift: ShiftRow,
  request: ShiftRequestRow,
  event: Event,
  to: 'requester' | 'colleague' | 'managers' | StaffRow,
): Promise<void> {
  const ids = [request.fromStaffId, request.toStaffId].filter((id): id is string => id !== null);
  const people = new Map((await deps.repos.staff.findByIds(shop.id, ids)).map((s) => [s.id, s]));
  const base: ShiftRequestEmail = {
    kind: 'shift_request',
    notificationKind: 'schedule',
    event,
    shopName: shopNameOf(shop),
    recipientName: '',
    requestKind: request.kind,
    fromName: request.fromStaffId ? (people.get(request.fromStaffId)?.name ?? null) : null,
    toName: request.toStaffId ? (people.get(request.toStaffId)?.name ?? null) : null,
    shiftWhen: shiftWhen(shift, shop.timezone),
    note: request.note,
    reason: request.reason,
  };
  if (to === 'managers') {
    for (const recipient of managerEmailsOf(shop))
      await queueEmail(deps, {
        shop,
        staffId: null,
        recipient,
        payload: { ...base, notificationKind: 'manager' },
      });
    return;
  }
  const requesterId = request.kind === 'claim' ? request.toStaffId : request.fromStaffId;
  const person =
    to === 'requester'
      ? people.get(requesterId ?? '')
      : to === 'colleague'
        ? people.get(request.toStaffId ?? '')
        : to;
  if (!person?.email || !person.notifySchedule || !person.active) return;
  await queueEmail(deps, {
    shop,
    staffId: person.id,
    recipient: person.email,
    payload: { ...base, recipientName: person.name },
  });
}

/**
 * A drop goes to every eligible colleague (active, with an email and `schedule` on, not the
 * offerer, no overlapping shift, no approved time off that day): three reads for the shop.
 */
export async function emailDropToColleagues(
  deps: StaffAppDeps,
  shop: ShopRow,
  shift: ShiftRow,
  request: ShiftRequestRow,
): Promise<void> {
  const colleagues = (await deps.repos.staff.listActive(shop.id)).filter(
    (s) => s.id !== request.fromStaffId && s.email && s.notifySchedule,
  );
  const ids = colleagues.map((s) => s.id);
  const busy = new Set(
    (await deps.repos.shifts.listOverlapping(ids, shift.startsAt, shift.endsAt)).map((s) => s.staffId),
  );
  const days = localDaysOf(shift, shop.timezone);
  const off = await deps.repos.timeOff.approvedOnDays(ids, days.first, days.last);
  for (const colleague of colleagues) {
    if (busy.has(colleague.id)) continue;
    const mine = off.filter((o) => o.staffId === colleague.id);
    if (blockingTimeOff({ ...shift, staffId: colleague.id }, mine, shop.timezone)) continue;
    await emailRequest(deps, shop, shift, request, 'offered', colleague);
  }
}
