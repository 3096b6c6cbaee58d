import { z } from 'zod';
import { boardFieldsFor } from '../../../domain/clock/board-fields.js';
import { readClockBoard } from '../../../services/clock/read-clock-board.js';
import { ClockBoardSchema } from '../../../services/views/clock-board-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { Format, ShopifyStaffMemberId } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { clockBoardCsv } from './clock-csv.js';
import { Staff } from './clock-schemas.js';

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

/** `GET /v1/clock` (SPEC §10): the clock board, with what the caller may read of it. */
export const getClockBoard = defineRoute({
  method: 'get',
  path: '/v1/clock',
  scope: 'read_clock',
  tag: 'Time clock',
  summary:
    "Who is working: every active staff member's clock state and next published shift (or one member's), the shop and the caller's scopes",
  query: ClockBoardQuery,
  response: ClockBoardSchema,
  csv: true,
  handler: (deps) => async (req, res) => {
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
  },
});
