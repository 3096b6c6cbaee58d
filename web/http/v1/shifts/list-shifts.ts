import { z } from 'zod';
import type { ShiftExportRow } from '../../../db/repositories/exports-repository.js';
import { exportShifts, listShifts as list } from '../../../services/scheduling/read-shifts.js';
import { formatInstant } from '../../../services/views/instant.js';
import { ShiftSchema } from '../../../services/views/shift-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { RangeBoundParam } from './shift-schemas.js';

export const ShiftListQuery = z.strictObject({
  ...ListQuery,
  from: RangeBoundParam.optional(),
  to: RangeBoundParam.optional(),
  staff: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Id or handle; `open` lists open shifts only (SPEC §17).' }),
});

const SHIFT_CSV: CsvColumn<ShiftExportRow>[] = [
  { name: 'id', kind: 'text', value: (r) => r[0] },
  { name: 'staff', kind: 'text', value: (r) => r[1] },
  { name: 'staff_id', kind: 'text', value: (r) => r[2] },
  { name: 'starts_at', kind: 'text', value: (r) => formatInstant(r[3]) },
  { name: 'ends_at', kind: 'text', value: (r) => formatInstant(r[4]) },
  { name: 'break_minutes', kind: 'number', value: (r) => r[5] },
  { name: 'location', kind: 'text', value: (r) => r[6] },
  { name: 'role', kind: 'text', value: (r) => r[7] },
  { name: 'note', kind: 'text', value: (r) => r[8] },
  { name: 'published', kind: 'text', value: (r) => Boolean(r[9]) },
  { name: 'created_at', kind: 'text', value: (r) => formatInstant(r[10]) },
  { name: 'updated_at', kind: 'text', value: (r) => formatInstant(r[11]) },
];

/** `GET /v1/shifts`, a page of JSON or every shift as CSV. */
export const listShifts = defineRoute({
  method: 'get',
  path: '/v1/shifts',
  scope: 'read_shifts',
  tag: 'Shifts',
  summary: 'List shifts',
  query: ShiftListQuery,
  response: listSchema(ShiftSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(ShiftListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'shifts.csv', SHIFT_CSV, await exportShifts(deps, shopId, filters));
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query), filters));
  },
});
