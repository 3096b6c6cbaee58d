import type { ServiceDeps } from '../deps.js';

/**
 * Looks up the staff handles of a page of rows, each staff member once, and answers a lookup
 * by id: responses name staff by handle while rows hold ids.
 */
export async function staffHandles(
  deps: ServiceDeps,
  shopId: string,
  rows: readonly { staffId: string | null }[],
): Promise<HandleOf> {
  const ids = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const handles = await deps.repos.staff.handlesByIds(shopId, ids);
  return ((staffId: string | null) => (staffId === null ? null : handles.get(staffId)!)) as HandleOf;
}

/** A staff member's handle by id; an open shift's null staff (SPEC §17) has a null handle. */
export interface HandleOf {
  (staffId: string): string;
  (staffId: string | null): string | null;
}
