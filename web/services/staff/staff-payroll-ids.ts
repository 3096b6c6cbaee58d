import type { StaffPatch, StaffRow } from '../../db/repositories/staff-repository.js';
import { AppError } from '../../domain/errors.js';
import {
  PAYROLL_FORMATS,
  type PayrollFormat,
  type PayrollIds,
  payrollIdKey,
} from '../../domain/payroll/files/payroll-formats.js';
import type { ServiceDeps } from '../deps.js';

/** A change of payroll ids: a key with a value sets it, with null removes it, absent leaves it. */
export type PayrollIdsChange = Partial<Record<PayrollFormat, string | null>>;

const COLUMNS = {
  gusto: ['payrollIdGusto', 'payrollKeyGusto'],
  adp_wfn: ['payrollIdAdpWfn', 'payrollKeyAdpWfn'],
  paychex_flex: ['payrollIdPaychexFlex', 'payrollKeyPaychexFlex'],
  quickbooks: ['payrollIdQuickbooks', 'payrollKeyQuickbooks'],
} as const satisfies Record<PayrollFormat, readonly [keyof StaffPatch, keyof StaffPatch]>;

export function payrollIdsOf(row: StaffRow): PayrollIds {
  return {
    gusto: row.payrollIdGusto,
    adp_wfn: row.payrollIdAdpWfn,
    paychex_flex: row.payrollIdPaychexFlex,
    quickbooks: row.payrollIdQuickbooks,
  };
}

/** The columns a change writes: each id as sent, and beside it the form compared for uniqueness. */
export function payrollIdsPatch(change: PayrollIdsChange | undefined): StaffPatch {
  const patch: StaffPatch = {};
  for (const format of PAYROLL_FORMATS) {
    const value = change?.[format];
    if (value === undefined) continue;
    const [idColumn, keyColumn] = COLUMNS[format];
    patch[idColumn] = value;
    patch[keyColumn] = value === null ? null : payrollIdKey(format, value);
  }
  return patch;
}

/**
 * SPEC §19: an id another staff member of the shop holds for that provider, ignoring case, is a
 * 409 naming every such key. Called under the shop's lock; the unique indexes stay the last word.
 */
export async function assertPayrollIdsFree(
  deps: ServiceDeps,
  shopId: string,
  change: PayrollIdsChange | undefined,
  exceptId?: string,
): Promise<void> {
  const taken: { field: string; message: string }[] = [];
  for (const format of PAYROLL_FORMATS) {
    const value = change?.[format];
    if (value === undefined || value === null) continue;
    const holder = await deps.repos.staff.findByPayrollKey(shopId, format, payrollIdKey(format, value));
    if (holder && holder.id !== exceptId)
      taken.push({ field: `payroll_ids.${format}`, message: `already held by ${holder.handle}` });
  }
  if (taken.length > 0)
    throw new AppError('state_conflict', 'Another staff member of this shop already has that payroll id.', {
      errors: taken,
    });
}
