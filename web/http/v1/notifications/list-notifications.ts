import { z } from 'zod';
import { listNotifications as list } from '../../../services/notifications/read-notifications.js';
import { EMAIL_KINDS } from '../../../services/notifications/templates/index.js';
import { NotificationSchema, type NotificationView } from '../../../services/views/notification-view.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';

export const NotificationListQuery = z.strictObject({
  ...ListQuery,
  kind: z.enum(EMAIL_KINDS).optional(),
  status: z.enum(['queued', 'sent', 'failed']).optional(),
  staff: z.string().min(1).optional(),
  recipient: z.string().min(1).max(1000).optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});

/** The JSON's columns, in its order. */
const NOTIFICATIONS_CSV: CsvColumn<NotificationView>[] = [
  { name: 'id', kind: 'text', value: (n) => n.id },
  { name: 'kind', kind: 'text', value: (n) => n.kind },
  { name: 'staff', kind: 'text', value: (n) => n.staff },
  { name: 'staff_id', kind: 'text', value: (n) => n.staff_id },
  { name: 'recipient', kind: 'text', value: (n) => n.recipient },
  { name: 'subject', kind: 'text', value: (n) => n.subject },
  { name: 'status', kind: 'text', value: (n) => n.status },
  { name: 'attempts', kind: 'number', value: (n) => n.attempts },
  { name: 'last_error', kind: 'text', value: (n) => n.last_error },
  { name: 'created_at', kind: 'text', value: (n) => n.created_at },
  { name: 'sent_at', kind: 'text', value: (n) => n.sent_at },
];

/** `GET /v1/notifications` (SPEC §16): the email delivery log, newest first. */
export const listNotifications = defineRoute({
  method: 'get',
  path: '/v1/notifications',
  scope: 'read_staff',
  tag: 'Notifications',
  summary: 'List emails sent (filters: kind, status, staff, recipient, days from–to)',
  query: NotificationListQuery,
  response: listSchema(NotificationSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(NotificationListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = {
      kind: query.kind,
      status: query.status,
      staff: query.staff,
      recipient: query.recipient,
      from: query.from,
      to: query.to,
    };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }, filters));
      await sendCsv(res, 'notifications.csv', NOTIFICATIONS_CSV, rows);
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query), filters));
  },
});
