import { z } from 'zod';
import { PAYROLL_FORMATS } from '../../../domain/payroll/files/payroll-formats.js';
import { exportPayrollFile } from '../../../services/payroll/export-payroll-file.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const PayrollExportQuery = z.strictObject({
  format: z.enum(PAYROLL_FORMATS).meta({ description: 'The payroll provider whose import file to write.' }),
});

/** `GET /v1/payroll-runs/{id}/export?format=`: the run as a payroll provider's import file (SPEC §19). */
export const exportPayrollRun = defineRoute({
  method: 'get',
  path: '/v1/payroll-runs/{id}/export',
  scope: 'read_payroll',
  tag: 'Payroll',
  summary: "A payroll run as a payroll provider's import file",
  query: PayrollExportQuery,
  response: z.string(),
  file: {
    type: 'text/csv',
    example:
      'last_name,first_name,title,gusto_employee_id,regular_hours,overtime_hours,double_overtime_hours,missed_break_hours,bonus,commission,paycheck_tips,cash_tips,correction_payment,reimbursement,personal_note\r\nLima,Ana,,A1B2C3,40.00,5.00,,,,64.23,,,,,\r\n',
  },
  errors: ['not_found', 'payroll_settings_missing', 'payroll_id_missing'],
  handler: (deps) => async (req, res) => {
    const query = parseQuery(PayrollExportQuery, req);
    const file = await exportPayrollFile(
      deps,
      principalOf(req).shopId,
      req.params.id as string,
      query.format,
    );
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      })
      // A Buffer goes out as it is: UTF-8, no BOM, no charset rewritten.
      .end(Buffer.from(file.text, 'utf8'));
  },
});
