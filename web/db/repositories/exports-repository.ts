import type { Database } from '../database.js';
import type { PostgresDatabase } from '../postgres/postgres-database.js';
import { createPostgresExportCursors } from '../postgres/postgres-export-cursors.js';
import type { SqliteDatabase } from '../sqlite/sqlite-database.js';
import { createSqliteExportCursors } from '../sqlite/sqlite-export-cursors.js';
import {
  createExportSlots,
  DEFAULT_EXPORT_LIMITS,
  DEFAULT_EXPORT_PACING,
  type ExportCursor,
  type ExportPacing,
  type ExportsOptions,
  type RawExportCursor,
} from './export-cursor.js';
import type { PayrollLineRecord } from './payroll-runs-repository.js';

export type TimeEntryExportRow = [
  id: string,
  handle: string,
  staffId: string,
  timesheetId: string,
  startedAt: number,
  endedAt: number | null,
  breakMinutes: number,
  note: string | null,
  source: string,
  shiftId: string | null,
  locationId: string | null,
  breakStartedAt: number | null,
  createdAt: number,
  updatedAt: number,
];

export type ShiftExportRow = [
  id: string,
  /** Null, as the staff id, for an open shift (SPEC §17). */
  handle: string | null,
  staffId: string | null,
  startsAt: number,
  endsAt: number,
  breakMinutes: number,
  location: string | null,
  role: string | null,
  note: string | null,
  /** 0 or 1 on SQLite, a boolean on PostgreSQL. */
  published: boolean | number,
  createdAt: number,
  updatedAt: number,
];

export type CommissionExportRow = [
  id: string,
  handle: string,
  staffId: string,
  saleAmountCents: number,
  rateBp: number | null,
  amountCents: number,
  occurredAt: number,
  source: string,
  reference: string | null,
  orderId: string | null,
  refundId: string | null,
  payrollRunId: string | null,
  createdAt: number,
];

export interface ExportFilter {
  shopId: string;
  /** One staff member's rows; null for everyone's; `''` (no id is empty) for open shifts only. */
  staffId: string | null;
  /** UTC instants (ms), start inclusive, end exclusive. */
  from: number | null;
  to: number | null;
}

/** The exports' cursors, whatever the database (PostgreSQL implements the same). */
export interface ExportsRepository {
  readonly pacing: ExportPacing;
  /** Each opener throws ExportsBusyError when the shop or the instance is at its bound. */
  timeEntries(filter: ExportFilter): Promise<ExportCursor<TimeEntryExportRow>>;
  shifts(filter: ExportFilter): Promise<ExportCursor<ShiftExportRow>>;
  commissions(filter: ExportFilter): Promise<ExportCursor<CommissionExportRow>>;
  payrollLines(shopId: string, runId: string): Promise<ExportCursor<PayrollLineRecord>>;
  /** Cursors open now (tests, and an operator's view later). */
  openCursors(): number;
  /** Closes every open cursor and connection (shutdown). */
  close(): void;
}

const TIME_ENTRIES_SQL = `SELECT e.id, s.handle, e.staff_id, e.timesheet_id, e.started_at, e.ended_at, e.break_minutes,
       e.note, e.source, e.shift_id, e.location_id, e.break_started_at, e.created_at, e.updated_at
  FROM time_entries e JOIN staff s ON s.id = e.staff_id
 WHERE e.shop_id = @shopId AND (CAST(@staffId AS TEXT) IS NULL OR e.staff_id = @staffId)
   AND (CAST(@from AS BIGINT) IS NULL OR e.started_at >= @from) AND (CAST(@to AS BIGINT) IS NULL OR e.started_at < @to)
 ORDER BY e.started_at, e.id`;

// Shifts overlapping [from, to), as the JSON list filters them.
const SHIFTS_SQL = `SELECT f.id, s.handle, f.staff_id, f.starts_at, f.ends_at, f.break_minutes, f.location, f.role,
       f.note, f.published, f.created_at, f.updated_at
  FROM shifts f LEFT JOIN staff s ON s.id = f.staff_id
 WHERE f.shop_id = @shopId
   AND (CAST(@staffId AS TEXT) IS NULL OR f.staff_id = @staffId OR (@staffId = '' AND f.staff_id IS NULL))
   AND (CAST(@from AS BIGINT) IS NULL OR f.ends_at > @from) AND (CAST(@to AS BIGINT) IS NULL OR f.starts_at < @to)
 ORDER BY f.starts_at, f.id`;

const COMMISSIONS_SQL = `SELECT c.id, s.handle, c.staff_id, c.sale_amount_cents, c.rate_bp, c.amount_cents, c.occurred_at,
       c.source, c.reference, c.order_id, c.refund_id, c.finalized_run_id, c.created_at
  FROM commissions c JOIN staff s ON s.id = c.staff_id
 WHERE c.shop_id = @shopId AND (CAST(@staffId AS TEXT) IS NULL OR c.staff_id = @staffId)
   AND (CAST(@from AS BIGINT) IS NULL OR c.occurred_at >= @from) AND (CAST(@to AS BIGINT) IS NULL OR c.occurred_at < @to)
 ORDER BY c.occurred_at, c.id`;

// Staff drive the query (on SQLite, CROSS JOIN keeps them the outer loop), so lines come in
// handle order straight from the `staff_shop_handle` index and the export never sorts the whole
// run. The join's conditions are in WHERE: PostgreSQL takes no ON after CROSS JOIN.
const PAYROLL_LINES_SQL = `SELECT l.id, l.run_id, s.handle, s.id, l.regular_hours_centi, l.overtime_hours_centi,
       l.double_time_hours_centi, l.rate_cents, l.regular_pay_cents, l.overtime_pay_cents,
       l.commission_cents, l.gross_cents, l.paycheck_tips_cents, l.cash_tips_cents
  FROM staff s CROSS JOIN payroll_lines l
 WHERE s.shop_id = @shopId AND l.run_id = @runId AND l.staff_id = s.id
 ORDER BY s.handle`;

/**
 * The exports of a database: SQLite reads through read-only connections of its own, PostgreSQL
 * through server-side cursors (decision 23). Both read the SQL above, whose placeholders are
 * cast so that PostgreSQL can type a null one. The slots, pacing and tracking of open cursors
 * are the same for both, here.
 */
export function createExportsRepository(db: Database, options: ExportsOptions = {}): ExportsRepository {
  const pacing: ExportPacing = {
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_EXPORT_PACING.idleTimeoutMs,
    sliceMs: options.sliceMs ?? DEFAULT_EXPORT_PACING.sliceMs,
  };
  const limits = {
    maxOpen: options.maxOpen ?? DEFAULT_EXPORT_LIMITS.maxOpen,
    maxOpenPerShop: options.maxOpenPerShop ?? DEFAULT_EXPORT_LIMITS.maxOpenPerShop,
  };
  const slots = createExportSlots(limits);
  const cursors =
    db.dialect === 'sqlite'
      ? createSqliteExportCursors((db as SqliteDatabase).path)
      : createPostgresExportCursors((db as PostgresDatabase).url, limits.maxOpen);
  const open = new Set<ExportCursor<unknown>>();

  async function openCursor<Row>(shopId: string, sql: string, params: object): Promise<ExportCursor<Row>> {
    const freeSlot = slots.take(shopId);
    let inner: RawExportCursor<Row>;
    try {
      inner = await cursors.open<Row>(sql, params as Record<string, unknown>);
    } catch (error) {
      freeSlot();
      throw error;
    }
    const close = async () => {
      if (!open.delete(cursor)) return;
      freeSlot();
      await inner.close();
    };
    const cursor: ExportCursor<Row> = {
      pacing,
      async read(max) {
        const rows = await inner.read(max);
        if (rows.length === 0) await close();
        return rows;
      },
      close,
    };
    open.add(cursor);
    return cursor;
  }

  return {
    pacing,
    timeEntries: (filter) => openCursor(filter.shopId, TIME_ENTRIES_SQL, filter),
    shifts: (filter) => openCursor(filter.shopId, SHIFTS_SQL, filter),
    commissions: (filter) => openCursor(filter.shopId, COMMISSIONS_SQL, filter),
    payrollLines: (shopId, runId) => openCursor(shopId, PAYROLL_LINES_SQL, { shopId, runId }),
    openCursors: () => open.size,
    close() {
      for (const cursor of [...open]) void cursor.close();
      void cursors.close();
    },
  };
}
