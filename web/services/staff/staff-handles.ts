import type { ServiceDeps } from '../deps.js';

/**
 * Looks up the staff handles of a page of rows, each staff member once, and answers a lookup
 * by id: responses name staff by handle while rows hold ids.
 */
export async function staffHandles(
  deps: ServiceDeps,
  shopId: string,
  rows: readonly { staffId: string }[],
): Promise<(staffId: string) => string> {
  const ids = [...new Set(rows.map((row) => row.staffId))];
  const handles = await deps.repos.staff.handlesByIds(shopId, ids);
  return (staffId) => handles.get(staffId)!;
}
