/** SPEC §19: the payroll providers whose import files Shiftbook writes, in the order the admin lists them. */
export const PAYROLL_FORMATS = ['gusto', 'adp_wfn', 'paychex_flex', 'quickbooks'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

/** A staff member's id at each provider; null where they have none. */
export type PayrollIds = Record<PayrollFormat, string | null>;

export const NO_PAYROLL_IDS: PayrollIds = {
  gusto: null,
  adp_wfn: null,
  paychex_flex: null,
  quickbooks: null,
};

/** SPEC §19's patterns of the ids (the QuickBooks display name is free text of 1–100 characters). */
export const GUSTO_EMPLOYEE_ID = /^[A-Za-z0-9]{6}$/;
export const ADP_FILE_NUMBER = /^[0-9]{1,6}$/;
export const ADP_FILE_NUMBER_MIN = 51;
export const PAYCHEX_WORKER_ID = /^[A-Za-z0-9]{1,10}$/;

/** ADP's File # as it goes in the file: six digits, zero-padded (`51` → `000051`). */
export function adpFileNumber(id: string): string {
  return id.padStart(6, '0');
}

/**
 * The form in which two ids of one provider are compared for uniqueness in a shop: ignoring case
 * (SPEC §19), and for ADP the File # as the file writes it, so `51` and `051` (the same employee
 * to ADP) collide too (decision 63).
 */
export function payrollIdKey(format: PayrollFormat, id: string): string {
  return format === 'adp_wfn' ? adpFileNumber(id) : id.toLowerCase();
}
