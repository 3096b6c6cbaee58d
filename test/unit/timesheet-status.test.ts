import { describe, expect, it } from 'vitest';
import {
  decideApproval,
  decideReopen,
  entriesEditable,
} from '../../web/domain/timesheets/timesheet-status.js';

describe('decideApproval', () => {
  it('approves a pending timesheet whose entries are all closed', () => {
    expect(decideApproval({ status: 'pending', openEntries: 0 })).toEqual({ ok: true, value: 'approve' });
  });

  it('answers an approved timesheet unchanged, so no second webhook is sent', () => {
    expect(decideApproval({ status: 'approved', openEntries: 0 })).toEqual({ ok: true, value: 'unchanged' });
  });

  it('refuses with a conflict while an entry is still open', () => {
    const decision = decideApproval({ status: 'pending', openEntries: 1 });
    expect(decision.ok).toBe(false);
    if (!decision.ok) {
      expect(decision.code).toBe('conflict');
      expect(decision.detail).toMatch(/open/);
    }
    expect(decideApproval({ status: 'pending', openEntries: 3 }).ok).toBe(false);
  });
});

describe('decideReopen', () => {
  it('reopens an approved timesheet outside any finalized payroll run', () => {
    expect(decideReopen({ status: 'approved', inFinalizedPayrollRun: false })).toEqual({
      ok: true,
      value: 'reopen',
    });
  });

  it('refuses with a conflict to reopen a pending timesheet', () => {
    for (const inFinalizedPayrollRun of [false, true]) {
      const decision = decideReopen({ status: 'pending', inFinalizedPayrollRun });
      expect(decision).toMatchObject({ ok: false, code: 'conflict' });
    }
  });

  it('refuses with a conflict once the timesheet is in a finalized payroll run', () => {
    const decision = decideReopen({ status: 'approved', inFinalizedPayrollRun: true });
    expect(decision).toMatchObject({ ok: false, code: 'conflict' });
    if (!decision.ok) expect(decision.detail).toMatch(/finalized/);
  });
});

describe('entriesEditable', () => {
  it('lets entries change only while the timesheet is pending', () => {
    expect(entriesEditable('pending')).toBe(true);
    expect(entriesEditable('approved')).toBe(false);
  });
});
