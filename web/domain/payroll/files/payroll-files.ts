import { ADP_WFN_LAYOUT } from './adp-wfn-layout.js';
import { GUSTO_LAYOUT } from './gusto-layout.js';
import { PAYCHEX_FLEX_LAYOUT } from './paychex-flex-layout.js';
import { type PayrollFile, type PayrollFileInput, writePayrollFile } from './payroll-file.js';
import type { PayrollFormat } from './payroll-formats.js';
import { QUICKBOOKS_LAYOUT } from './quickbooks-layout.js';

/** Every provider's file, each its layout run by the one writer: a fifth provider is one layout file and one line here. */
const FILES: Record<PayrollFormat, (input: PayrollFileInput) => PayrollFile> = {
  gusto: (input) => writePayrollFile(GUSTO_LAYOUT, input),
  adp_wfn: (input) => writePayrollFile(ADP_WFN_LAYOUT, input),
  paychex_flex: (input) => writePayrollFile(PAYCHEX_FLEX_LAYOUT, input),
  quickbooks: (input) => writePayrollFile(QUICKBOOKS_LAYOUT, input),
};

export function payrollFile(format: PayrollFormat, input: PayrollFileInput): PayrollFile {
  return FILES[format](input);
}
