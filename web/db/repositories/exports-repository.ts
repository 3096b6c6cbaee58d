import type { DatabaseHandle } from '../client.js';
import { PAYROLL_LINES_SQL, type PayrollLineRecord } from './payroll-runs-repository.js';

export type TimeEntryExportRow = [
  id: string,
  handle: string,
  staffId: string,
  timesheetId: string,
  startedAt: number,
  endedAt: number | null,
  breakMinutes: number,
  note: string | null,
  createdAt: number,
  updatedAt: number,
];

export type ShiftExportRow = [
  id: string,
  handle: string,
  staffId: string,
  startsAt: number,
  endsAt: number,
  breakMinutes: number,
  location: string | null,
  role: string | null,
  note: string | null,
  createdAt: number,
  updatedAt: number,
];

export type CommissionExportRow = [
  id: string,
  handle: string,
  staffId: string,
  saleAmountCents: number,
  rateBp: number,
  amountCents: number,
  occurredAt: number,
  source: string,
  reference: string | null,
  payrollRunId: string | null,
  createdAt: number,
];

/** Page cache of the export connection, KiB. */
const EXPORT_CACHE_KIB = 2048;

export interface ExportFilter {
  shopId: string;
  staffId: string | null;
  /** UTC instants (ms), start inclusive, end exclusive. */
  from: number | null;
  to: number | null;
}

/**
 * Row streams for CSV exports. They run on a connection of their own: better-sqlite3 keeps a
 * connection busy while a statement iterates, and an export must never block a write. Rows
 * come as arrays, which is markedly faster than objects for large exports.
 */
export function createExportsRepository({ sqlite }: DatabaseHandle) {
  // Exports scan once, in order: a page is rarely read twice, so better-sqlite3's 16 MB page
  // cache (its build default) only adds resident memory. 2 MB keeps the indexes' inner pages.
  sqlite.pragma(`cache_size = -${EXPORT_CACHE_KIB}`);
  const timeEntries = sqlite
    .prepare<[ExportFilter]>(
      `SELECT e.id, s.handle, e.staff_id, e.timesheet_id, e.started_at, e.ended_at, e.break_minutes,
              e.note, e.created_at, e.updated_at
         FROM time_entries e JOIN staff s ON s.id = e.staff_id
        WHERE e.shop_id = @shopId AND (@staffId IS NULL OR e.staff_id = @staffId)
          AND (@from IS NULL OR e.started_at >= @from) AND (@to IS NULL OR e.started_at < @to)
        ORDER BY e.started_at, e.id`,
    )
    .raw(true);

  // Shifts overlapping [from, to), as the JSON list filters them.
  const shifts = sqlite
    .prepare<[ExportFilter]>(
      `SELECT f.id, s.handle, f.staff_id, f.starts_at, f.ends_at, f.break_minutes, f.location, f.role,
              f.note, f.created_at, f.updated_at
         FROM shifts f JOIN staff s ON s.id = f.staff_id
        WHERE f.shop_id = @shopId AND (@staffId IS NULL OR f.staff_id = @staffId)
          AND (@from IS NULL OR f.ends_at > @from) AND (@to IS NULL OR f.starts_at < @to)
        ORDER BY f.starts_at, f.id`,
    )
    .raw(true);

  const commissions = sqlite
    .prepare<[ExportFilter]>(
      `SELECT c.id, s.handle, c.staff_id, c.sale_amount_cents, c.rate_bp, c.amount_cents, c.occurred_at,
              c.source, c.reference, c.finalized_run_id, c.created_at
         FROM commissions c JOIN staff s ON s.id = c.staff_id
        WHERE c.shop_id = @shopId AND (@staffId IS NULL OR c.staff_id = @staffId)
          AND (@from IS NULL OR c.occurred_at >= @from) AND (@to IS NULL OR c.occurred_at < @to)
        ORDER BY c.occurred_at, c.id`,
    )
    .raw(true);
  const payrollLines = sqlite
    .prepare<{ shopId: string; runId: string }>(`${PAYROLL_LINES_SQL} ORDER BY s.handle`)
    .raw(true);

  return {
    commissions(filter: ExportFilter) {
      return commissions.iterate(filter) as IterableIterator<CommissionExportRow>;
    },
    payrollLines(shopId: string, runId: string) {
      return payrollLines.iterate({ shopId, runId }) as IterableIterator<PayrollLineRecord>;
    },
    shifts(filter: ExportFilter) {
      return shifts.iterate(filter) as IterableIterator<ShiftExportRow>;
    },
    timeEntries(filter: ExportFilter) {
      return timeEntries.iterate(filter) as IterableIterator<TimeEntryExportRow>;
    },
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
