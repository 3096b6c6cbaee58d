/** The timesheet state machine of SPEC section 4, as plain decisions. */

export type TimesheetStatus = 'pending' | 'approved';

export type Decision<T> = { ok: true; value: T } | { ok: false; code: 'conflict'; detail: string };

export interface ApprovalFacts {
  status: TimesheetStatus;
  openEntries: number;
}

/** `unchanged` means the timesheet is already approved: answer it as it is, announce nothing. */
export function decideApproval(facts: ApprovalFacts): Decision<'approve' | 'unchanged'> {
  if (facts.status === 'approved') return { ok: true, value: 'unchanged' };
  if (facts.openEntries > 0) {
    return {
      ok: false,
      code: 'conflict',
      detail: 'The timesheet has an open time entry: clock it out first.',
    };
  }
  return { ok: true, value: 'approve' };
}

export interface ReopenFacts {
  status: TimesheetStatus;
  inFinalizedPayrollRun: boolean;
}

export function decideReopen(facts: ReopenFacts): Decision<'reopen'> {
  if (facts.status === 'pending') {
    return { ok: false, code: 'conflict', detail: 'The timesheet is already pending.' };
  }
  if (facts.inFinalizedPayrollRun) {
    return { ok: false, code: 'conflict', detail: 'The timesheet is in a finalized payroll run.' };
  }
  return { ok: true, value: 'reopen' };
}

export function entriesEditable(status: TimesheetStatus): boolean {
  return status === 'pending';
}
