import type { PayrollExportSettings } from './payroll-export-settings.js';
import { empty, type PayrollFileLayout, type StaffFigures, text } from './payroll-file.js';

/**
 * Paychex Flex Standard Payroll Import (SPEC §19; ../shared/payroll-formats.md "Paychex"): all
 * 16 columns A–P in Paychex's fixed order, as its SPI Specification Sheet documents them
 * (https://myapps.paychex.com/pngHelp_static/helpHtml/SPI_Specification_Sheet.htm). A row per
 * staff member and non-zero pay component; the component names are the shop's earnings
 * (`payroll_export.paychex_flex`), hours in `Hours`, money in `Amount`.
 */

type ComponentKey = keyof Omit<PayrollExportSettings['paychex_flex'], 'client_id'>;

export interface PaychexRow {
  line: StaffFigures;
  component: ComponentKey;
  hours: number;
  amountCents: number;
}

/** The components in the order a staff member's rows come, and which figure each carries. */
const COMPONENTS: readonly [ComponentKey, 'hours' | 'amount', (l: StaffFigures) => number][] = [
  ['regular', 'hours', (l) => l.regularHours],
  ['overtime', 'hours', (l) => l.overtimeHours],
  ['double_time', 'hours', (l) => l.doubleTimeHours],
  ['commission', 'amount', (l) => l.commissionCents],
  ['paycheck_tips', 'amount', (l) => l.paycheckTipsCents],
  ['cash_tips', 'amount', (l) => l.cashTipsCents],
];

export const PAYCHEX_FLEX_LAYOUT: PayrollFileLayout<PaychexRow> = {
  format: 'paychex_flex',
  rows: (input) =>
    input.lines.flatMap((line) =>
      COMPONENTS.flatMap(([component, kind, value]) => {
        const figure = value(line);
        if (figure === 0) return [];
        return [
          {
            line,
            component,
            hours: kind === 'hours' ? figure : 0,
            amountCents: kind === 'amount' ? figure : 0,
          },
        ];
      }),
    ),
  staffOf: (row) => row.line,
  columns: [
    { name: 'Client ID', ...text((_r: PaychexRow, input) => input.settings.paychex_flex.client_id) },
    { name: 'Worker ID', ...text((r: PaychexRow) => r.line.payrollIds.paychex_flex) },
    { name: 'Org', ...empty },
    { name: 'Job Number', ...empty },
    { name: 'Pay Component', ...text((r: PaychexRow, input) => input.settings.paychex_flex[r.component]) },
    { name: 'Rate', ...empty },
    { name: 'Rate Number', ...empty },
    { name: 'Hours', cell: (r: PaychexRow) => ({ hundredths: r.hours }) },
    { name: 'Units', ...empty },
    { name: 'Line Date', ...empty },
    { name: 'Amount', cell: (r: PaychexRow) => ({ hundredths: r.amountCents }) },
    { name: 'Check Seq Number', ...empty },
    { name: 'Override State', ...empty },
    { name: 'Override Local', ...empty },
    { name: 'Override Local Jurisdiction', ...empty },
    { name: 'Labor Assignment', ...empty },
  ],
  requiredSettings: (settings) => [
    { field: 'payroll_export.paychex_flex.client_id', value: settings.paychex_flex.client_id },
  ],
  fileName: (input) => `shiftbook-paychex-flex-${input.periodStart}-${input.periodEnd}.csv`,
};
