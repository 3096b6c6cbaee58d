import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { Weekday } from '../../domain/time/work-week.js';
import { workWeekContaining } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type TimeEntryView, timeEntryView } from '../views/time-entry-view.js';

export async function getTimeEntry(deps: ServiceDeps, shopId: string, id: string): Promise<TimeEntryView> {
  const entry = await deps.repos.timeEntries.findById(shopId, id);
  if (!entry) throw notFound('time entry');
  const staff = (await deps.repos.staff.findById(shopId, entry.staffId))!;
  return timeEntryView(entry, staff.handle);
}

export interface TimeEntryListQuery {
  week?: string | undefined;
  staff?: string | undefined;
}

export async function listTimeEntries(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: TimeEntryListQuery,
): Promise<ListResult<TimeEntryView>> {
  const shop = await loadShop(deps, shopId);
  const filters: { staffId?: string; from?: number; to?: number } = {};
  if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return { data: [], has_more: false, next_cursor: null };
    filters.staffId = staff.id;
  }
  if (query.week) {
    const week = workWeekContaining(query.week, shop.timezone, shop.weekStart as Weekday);
    filters.from = week.startsAt;
    filters.to = week.endsAt;
  }
  const rows = await deps.repos.timeEntries.list(shop.id, page, filters);
  if (!rows) throw invalidField('starting_after', 'No time entry with that id to start after.');
  const result = pageOf(rows, page.limit);
  const handleOf = await staffHandles(deps, shop.id, result.data);
  return { ...result, data: result.data.map((row) => timeEntryView(row, handleOf(row.staffId))) };
}
