import type { ServiceDeps } from './deps.js';

/**
 * Looks up staff handles for a page of rows, each staff member once: responses name staff by
 * handle while rows hold ids.
 */
export function staffHandles(deps: ServiceDeps, shopId: string): (staffId: string) => string {
  const handles = new Map<string, string>();
  return (staffId) => {
    let handle = handles.get(staffId);
    if (handle === undefined) {
      handle = deps.repos.staff.findById(shopId, staffId)!.handle;
      handles.set(staffId, handle);
    }
    return handle;
  };
}
