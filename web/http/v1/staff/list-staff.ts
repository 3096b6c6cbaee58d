import { z } from 'zod';
import { listStaff as list } from '../../../services/staff/read-staff.js';
import { StaffSchema, type StaffView } from '../../../services/views/staff-view.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';

export const StaffListQuery = z.strictObject({ ...ListQuery, active: z.enum(['true', 'false']).optional() });

const STAFF_CSV: CsvColumn<StaffView>[] = [
  { name: 'id', kind: 'text', value: (s) => s.id },
  { name: 'handle', kind: 'text', value: (s) => s.handle },
  { name: 'name', kind: 'text', value: (s) => s.name },
  { name: 'email', kind: 'text', value: (s) => s.email },
  { name: 'hourly_rate', kind: 'money', value: (s) => s.hourly_rate },
  { name: 'commission_rate', kind: 'money', value: (s) => s.commission_rate },
  { name: 'active', kind: 'text', value: (s) => s.active },
  { name: 'shopify_staff_member_id', kind: 'text', value: (s) => s.shopify_staff_member_id },
  { name: 'has_pin', kind: 'text', value: (s) => s.has_pin },
  { name: 'created_at', kind: 'text', value: (s) => s.created_at },
  { name: 'updated_at', kind: 'text', value: (s) => s.updated_at },
];

/** `GET /v1/staff`, a page of JSON or everyone as CSV. */
export const listStaff = defineRoute({
  method: 'get',
  path: '/v1/staff',
  scope: 'read_staff',
  tag: 'Staff',
  summary: 'List staff',
  query: StaffListQuery,
  response: listSchema(StaffSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(StaffListQuery, req);
    const shopId = principalOf(req).shopId;
    const active = query.active === undefined ? undefined : query.active === 'true';
    if (wantsCsv(req, query.format)) {
      await sendCsv(
        res,
        'staff.csv',
        STAFF_CSV,
        allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }, active)),
      );
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query), active));
  },
});
