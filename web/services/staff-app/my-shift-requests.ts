import { z } from 'zod';
import type { Page } from '../../db/repositories/page.js';
import type { ServiceDeps } from '../deps.js';
import type { ListResult } from '../list-page.js';
import { listShiftRequests } from '../shift-requests/read-shift-requests.js';
import { formatInstant } from '../views/instant.js';
import { Timestamp } from '../views/schema-fields.js';
import { ShiftRequestSchema } from '../views/shift-request-view.js';
import type { StaffPrincipal } from './staff-sessions.js';

/**
 * A shift request as its own people see it in the staff app: with when and what its shift is.
 * A colleague's shift offered to me is not among my shifts, and a shift I gave away is no
 * longer mine, yet both people must know which shift the request is about to answer it (the
 * offer's email says as much). Only the request's shift is shown, only to its people.
 */
export const MyShiftRequestSchema = ShiftRequestSchema.extend({
  shift_detail: z
    .object({
      starts_at: Timestamp,
      ends_at: Timestamp,
      break_minutes: z.number().int(),
      role: z.string().nullable(),
      location: z.string().nullable(),
    })
    .nullable()
    .meta({
      description:
        "When and what the request's shift is (null only if it was deleted while being read: its requests go with it).",
    }),
}).meta({ id: 'MyShiftRequest' });
export type MyShiftRequestView = z.output<typeof MyShiftRequestSchema>;

/** `GET /v1/me/shift-requests` (SPEC §17): requests by or to me, each with its shift's times. */
export async function myShiftRequests(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
): Promise<ListResult<MyShiftRequestView>> {
  const result = await listShiftRequests(deps, me.shop.id, page, { staff: me.staff.id });
  const shifts = await deps.repos.shifts.findByIds(me.shop.id, [
    ...new Set(result.data.map((request) => request.shift)),
  ]);
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  return {
    ...result,
    data: result.data.map((request) => {
      const shift = byId.get(request.shift);
      return {
        ...request,
        shift_detail: shift
          ? {
              starts_at: formatInstant(shift.startsAt),
              ends_at: formatInstant(shift.endsAt),
              break_minutes: shift.breakMinutes,
              role: shift.role,
              location: shift.location,
            }
          : null,
      };
    }),
  };
}
