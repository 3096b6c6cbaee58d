/**
 * SPEC §19: what a shop tells Shiftbook about its payroll provider accounts. The shop stores only
 * what it changed (`PayrollExportOverrides`); a read fills in the defaults, and a PATCH that
 * names a key with null removes the change, restoring the default.
 */
export interface PayrollExportSettings {
  adp_wfn: {
    company_code: string | null;
    /** null: the run's `period_end` as `YYMMDD`. */
    batch_id: string | null;
    double_time_code: string;
    commission_code: string;
    paycheck_tips_code: string;
    cash_tips_memo_code: string;
  };
  paychex_flex: {
    client_id: string | null;
    regular: string;
    overtime: string;
    double_time: string;
    commission: string;
    paycheck_tips: string;
    cash_tips: string;
  };
  quickbooks: { regular: string; overtime: string; double_time: string };
}

export const PAYROLL_EXPORT_DEFAULTS: PayrollExportSettings = {
  adp_wfn: {
    company_code: null,
    batch_id: null,
    double_time_code: 'D',
    commission_code: 'C',
    paycheck_tips_code: 'T',
    cash_tips_memo_code: 'M',
  },
  paychex_flex: {
    client_id: null,
    regular: 'Hourly',
    overtime: 'Overtime',
    double_time: 'Double Time',
    commission: 'Commission',
    paycheck_tips: 'Paycheck Tips',
    cash_tips: 'Cash Tips',
  },
  quickbooks: { regular: 'Regular Pay', overtime: 'Overtime Pay', double_time: 'Double Overtime Pay' },
};

type Provider = keyof PayrollExportSettings;
/** The keys a shop changed, per provider: a value sets the key, a missing key is the default. */
export type PayrollExportOverrides = { [P in Provider]?: Partial<Record<string, string>> };
/** A PATCH: per provider, each key named with a value (set) or null (back to the default). */
export type PayrollExportChange = { [P in Provider]?: Record<string, string | null | undefined> };

const PROVIDERS = Object.keys(PAYROLL_EXPORT_DEFAULTS) as Provider[];

/** The stored overrides merged with a change; only keys the defaults know are ever kept. */
export function mergePayrollExport(
  stored: PayrollExportOverrides,
  change: PayrollExportChange,
): PayrollExportOverrides {
  const merged: PayrollExportOverrides = {};
  for (const provider of PROVIDERS) {
    const keys = { ...stored[provider] };
    for (const [key, value] of Object.entries(change[provider] ?? {})) {
      if (value === undefined || !(key in PAYROLL_EXPORT_DEFAULTS[provider])) continue;
      if (value === null) delete keys[key];
      else keys[key] = value;
    }
    if (Object.keys(keys).length > 0) merged[provider] = keys;
  }
  return merged;
}

/** The full settings: each default, unless the shop changed it. */
export function payrollExportSettings(stored: PayrollExportOverrides): PayrollExportSettings {
  const settings = structuredClone(PAYROLL_EXPORT_DEFAULTS);
  for (const provider of PROVIDERS) {
    const target = settings[provider] as Record<string, string | null>;
    for (const [key, value] of Object.entries(stored[provider] ?? {}))
      if (key in target && typeof value === 'string') target[key] = value;
  }
  return settings;
}

/** The overrides as stored (JSON text); anything else in it is ignored. */
export function parsePayrollExport(json: string): PayrollExportOverrides {
  const parsed: unknown = JSON.parse(json);
  if (parsed === null || typeof parsed !== 'object') return {};
  const stored: PayrollExportOverrides = {};
  for (const provider of PROVIDERS) {
    const keys = (parsed as Record<string, unknown>)[provider];
    if (keys === null || typeof keys !== 'object') continue;
    stored[provider] = Object.fromEntries(
      Object.entries(keys as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return stored;
}
