import type { CopySkipReason } from '../api/types.js';

/**
 * Human words for the reasons `POST /v1/shifts/copy` gives for a copy it skipped (SPEC §13;
 * the codes are `COPY_SKIP_REASONS` of web/domain/scheduling/week-copy.ts). Each finishes the
 * sentence "<who, day, times>: …".
 */
const REASONS: Record<CopySkipReason, string> = {
  inactive_staff: 'belongs to a staff member who is no longer active',
  invalid_times: 'would not be a valid shift at the same local times, because of the clock change that week',
  time_off: 'falls on approved time off',
  overlap: 'would overlap a shift already planned',
};

/** A reason this admin does not know yet (a newer server) reads as its code, spaced. */
export function skipReasonWords(reason: string): string {
  return REASONS[reason as CopySkipReason] ?? reason.replaceAll('_', ' ');
}
