import type { Page } from '../../../db/repositories/page.js';
import type { ServiceDeps } from '../../../services/deps.js';
import type { ListResult } from '../../../services/list-page.js';
import type { DateRange } from '../../../services/staff-app/my-pay.js';
import type { StaffPrincipal } from '../../../services/staff-app/staff-sessions.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import type { V1Deps } from '../route-deps.js';
import type { RouteHandler } from '../route-spec.js';
import { MyRangeQuery } from './me-schemas.js';

type ReadMyPage<View> = (
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
  range: DateRange,
) => Promise<ListResult<View>>;

/**
 * The handler of a `/v1/me` list over local days `from`–`to` (timesheets, commissions): a page
 * as JSON, or every page as CSV with the columns the shop's `staff_see_pay` allows.
 */
export function myRangeListHandler<View>(
  read: ReadMyPage<View>,
  csvName: string,
  csvColumns: (seePay: boolean) => CsvColumn<View>[],
): (deps: V1Deps) => RouteHandler {
  return (deps) => async (req, res) => {
    const query = parseQuery(MyRangeQuery, req);
    const me = staffPrincipalOf(req);
    const range = { from: query.from, to: query.to };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => read(deps, me, { limit: 100, startingAfter }, range));
      await sendCsv(res, csvName, csvColumns(me.shop.staffSeePay), rows);
      return;
    }
    res.json(await read(deps, me, pageRequested(query), range));
  };
}
