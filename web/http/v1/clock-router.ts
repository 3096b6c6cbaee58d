import { Router } from 'express';
import { z } from 'zod';
import { boardFieldsFor } from '../../domain/clock/board-fields.js';
import type { ClockAction } from '../../domain/clock/clock-state.js';
import { clockAction } from '../../services/clock/clock-action.js';
import { readAttendance } from '../../services/clock/read-attendance.js';
import { readClockBoard } from '../../services/clock/read-clock-board.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { ATTENDANCE_CSV, clockBoardCsv } from './clock-csv.js';
import {
  CalendarDate,
  Format,
  NoteText,
  PinAttempt,
  PlainText,
  ShopifyStaffMemberId,
  StoredInstant,
} from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const Staff = PlainText.min(1).meta({ description: 'The staff member, by id or handle.' });
const At = StoredInstant.meta({
  description: 'When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.',
});

const LocationId = PlainText.min(1)
  .max(255)
  .meta({ description: 'The POS location the action comes from, kept on the entry.', example: '74236690' });

const clockFields = {
  staff: Staff.optional(),
  shopify_staff_member_id: ShopifyStaffMemberId.optional().meta({
    description: 'Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.',
  }),
  pin: PinAttempt.optional(),
  at: At.optional(),
  location_id: LocationId.optional(),
};

/** SPEC §11: a clock request names its staff member one way, never both, never neither. */
function namesOneStaff(
  body: { staff?: string | undefined; shopify_staff_member_id?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if ((body.staff === undefined) === (body.shopify_staff_member_id === undefined))
    ctx.addIssue({
      code: 'custom',
      path: ['staff'],
      message: 'send exactly one of staff and shopify_staff_member_id',
    });
}

export const ClockInBody = z
  .strictObject({ ...clockFields, note: NoteText.max(2000).nullable().optional() })
  .superRefine(namesOneStaff);

export const ClockChangeBody = z.strictObject(clockFields).superRefine(namesOneStaff);

export const ClockBoardQuery = z
  .strictObject({
    staff: Staff.optional().meta({
      description:
        'Only this staff member (id or handle): `data` holds their row, or nothing when no active one matches.',
    }),
    shopify_staff_member_id: ShopifyStaffMemberId.optional().meta({
      description:
        'Only the active staff member linked to this Shopify staff member (the POS tile): `data` holds their row, or nothing when none is linked.',
    }),
    format: Format,
  })
  .superRefine((query, ctx) => {
    if (query.staff !== undefined && query.shopify_staff_member_id !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['staff'],
        message: 'send at most one of staff and shopify_staff_member_id',
      });
  });
export const AttendanceQuery = z.strictObject({ week: CalendarDate, format: Format });

/** The routes of SPEC §10: the four clock actions, the board, and attendance. */
export function clockRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/clock', requireScope('read_clock'), async (req, res) => {
    const query = parseQuery(ClockBoardQuery, req);
    const { shopId, scopes } = principalOf(req);
    const byShopifyStaffMemberId = query.shopify_staff_member_id !== undefined;
    const fields = boardFieldsFor(scopes, { byShopifyStaffMemberId });
    const board = await readClockBoard(deps, shopId, {
      scopes,
      fields,
      filter: byShopifyStaffMemberId
        ? { shopifyStaffMemberId: query.shopify_staff_member_id! }
        : query.staff === undefined
          ? undefined
          : { staff: query.staff },
    });
    if (wantsCsv(req, query.format)) await sendCsv(res, 'clock.csv', clockBoardCsv(fields), board.data);
    else res.json(board);
  });

  router.get('/attendance', requireScope('read_timesheets'), async (req, res) => {
    const query = parseQuery(AttendanceQuery, req);
    const attendance = await readAttendance(deps, principalOf(req).shopId, query.week);
    if (wantsCsv(req, query.format))
      await sendCsv(res, `attendance-${attendance.week}.csv`, ATTENDANCE_CSV, attendance.data);
    else res.json(attendance);
  });

  const actions: ClockAction[] = ['in', 'out', 'break-start', 'break-end'];
  for (const action of actions) {
    router.post(`/clock/${action}`, requireScope('write_clock'), async (req, res) => {
      const body: z.output<typeof ClockInBody> = parseBody(
        action === 'in' ? ClockInBody : ClockChangeBody,
        req,
      );
      const principal = principalOf(req);
      const entry = await clockAction(deps, principal.shopId, {
        action,
        who:
          body.shopify_staff_member_id === undefined
            ? { staff: body.staff! }
            : { shopifyStaffMemberId: body.shopify_staff_member_id },
        // An empty PIN is no PIN: it asks for one and counts toward no lock.
        pin: body.pin || undefined,
        at: body.at,
        note: body.note,
        locationId: body.location_id ?? null,
        caller: {
          isSession: principal.tokenId === null,
          canWriteTimesheets: principal.scopes.has('write_timesheets'),
        },
      });
      if (action === 'in') res.status(201).location(`/v1/time-entries/${entry.id}`);
      res.json(entry);
    });
  }

  return router;
}
