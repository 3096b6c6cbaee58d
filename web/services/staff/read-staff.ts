import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { type StaffView, staffView } from '../views/staff-view.js';

export async function getStaff(deps: ServiceDeps, shopId: string, ref: string): Promise<StaffView> {
  const staff = await deps.repos.staff.findByRef(shopId, ref);
  if (!staff) throw notFound('staff member');
  return staffView(staff);
}

export async function listStaff(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  active?: boolean,
): Promise<ListResult<StaffView>> {
  const rows = await deps.repos.staff.list(shopId, page, { active });
  if (!rows) throw invalidField('starting_after', 'No staff member with that id to start after.');
  const result = pageOf(rows, page.limit);
  return { ...result, data: result.data.map(staffView) };
}
