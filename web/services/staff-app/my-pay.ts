import type { CommissionFilters } from '../../db/repositories/commissions-repository.js';
import type { Page } from '../../db/repositories/page.js';
import { invalidField } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import {
  type MyCommissionView,
  type MyTimesheetView,
  myCommissionView,
  myTimesheetView,
} from '../views/my-pay-views.js';
import type { StaffPrincipal } from './staff-sessions.js';

export interface DateRange {
  /** Local dates of the shop, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

function checkRange(range: DateRange): void {
  if (range.from && range.to && range.to < range.from) throw invalidField('to', 'must not be before from');
}

/** `GET /v1/me/timesheets`: own timesheets whose week starts in [from, to]; pay only with `staff_see_pay`. */
export async function myTimesheets(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
  range: DateRange,
): Promise<ListResult<MyTimesheetView>> {
  checkRange(range);
  const rows = await deps.repos.timesheets.listOfStaff(me.shop.id, me.staff.id, page, range);
  if (!rows) throw invalidField('starting_after', 'No timesheet of yours with that id to start after.');
  const result = pageOf(rows, page.limit);
  return {
    ...result,
    data: result.data.map((row) => myTimesheetView(row, me.staff.hourlyRateCents, me.shop.staffSeePay)),
  };
}

/** `GET /v1/me/commissions`: own commissions of the local days [from, to]; amounts only with `staff_see_pay`. */
export async function myCommissions(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
  range: DateRange,
): Promise<ListResult<MyCommissionView>> {
  checkRange(range);
  const filters: CommissionFilters = { staffId: me.staff.id };
  if (range.from) filters.from = localDateRange(range.from, range.from, me.shop.timezone).from;
  if (range.to) filters.to = localDateRange(range.to, range.to, me.shop.timezone).to;
  if (page.startingAfter) {
    const after = await deps.repos.commissions.findById(me.shop.id, page.startingAfter);
    if (after?.staffId !== me.staff.id)
      throw invalidField('starting_after', 'No commission of yours with that id to start after.');
  }
  const rows = (await deps.repos.commissions.list(me.shop.id, page, filters)) ?? [];
  const result = pageOf(rows, page.limit);
  return { ...result, data: result.data.map((row) => myCommissionView(row, me.shop.staffSeePay)) };
}
