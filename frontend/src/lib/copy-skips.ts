/**
 * Human words for the reasons `POST /v1/shifts/copy` gives for a copy it skipped (SPEC §13).
 * Each finishes the sentence "<who>'s <day> shift was not copied: it …".
 */
const REASONS: Record<string, string> = {
  overlap: 'would overlap a shift already planned that week',
  time_off: 'falls on approved time off',
  staff_inactive: 'belongs to a staff member who is no longer active',
};

export function skipReasonWords(reason: string): string {
  return REASONS[reason] ?? reason.replaceAll('_', ' ');
}
