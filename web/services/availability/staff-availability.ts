import type { StaffRow } from '../../db/repositories/staff-repository.js';
import {
  type Availability,
  availabilityProblem,
  sortedAvailability,
} from '../../domain/availability/availability.js';
import { AppError, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type AvailabilityView, availabilityView } from '../views/availability-view.js';

/** `GET /v1/staff/{ref}/availability`: an unknown staff member is a 404. */
export async function getStaffAvailability(deps: ServiceDeps, shopId: string, ref: string) {
  const staff = await deps.repos.staff.findByRef(shopId, ref);
  if (!staff) throw notFound('staff member');
  return readAvailability(deps, staff);
}

export async function readAvailability(deps: ServiceDeps, staff: StaffRow): Promise<AvailabilityView> {
  return availabilityView(staff, await deps.repos.availability.find(staff.shopId, staff.id));
}

/** `PUT /v1/staff/{ref}/availability`. */
export async function putStaffAvailability(
  deps: ServiceDeps,
  shopId: string,
  ref: string,
  doc: Availability,
): Promise<AvailabilityView> {
  const staff = await deps.repos.staff.findByRef(shopId, ref);
  if (!staff) throw notFound('staff member');
  return writeAvailability(deps, staff, doc);
}

/**
 * Replaces a staff member's availability with `doc`, checked first: a range that does not end
 * after it starts is a 422 `invalid_range`, ranges of one day that overlap a 422
 * `overlapping_ranges`; nothing is written then.
 */
export async function writeAvailability(
  deps: ServiceDeps,
  staff: StaffRow,
  doc: Availability,
): Promise<AvailabilityView> {
  const problem = availabilityProblem(doc);
  if (problem)
    throw new AppError(problem.code, problem.message, {
      errors: [{ field: problem.field, message: problem.message }],
    });
  const sorted = sortedAvailability(doc);
  const row = await deps.db.transaction(() =>
    deps.repos.availability.put({
      staffId: staff.id,
      shopId: staff.shopId,
      document: JSON.stringify(sorted),
      updatedAt: deps.now(),
    }),
  );
  return availabilityView(staff, row);
}
