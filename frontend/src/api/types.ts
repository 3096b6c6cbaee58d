/** The /v1 resources the admin reads, as SPEC.md sections 1, 3–8 describe them. */
export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type OvertimeRule = 'weekly_40' | 'daily_8_weekly_40' | 'none';

export interface Shop {
  domain: string;
  name: string | null;
  timezone: string;
  week_start: Weekday;
  overtime_rule: OvertimeRule;
  currency: string;
  plan: string;
  /** Clocking in at POS also asks for the staff member's Shiftbook PIN (SPEC §11). */
  pos_pin_required: boolean;
  usage: {
    active_staff: number;
    active_staff_limit: number | null;
    webhook_endpoints: number;
    webhook_endpoints_limit: number;
    requests_per_minute_limit: number;
  };
}

export interface Staff {
  id: string;
  handle: string;
  name: string;
  email: string | null;
  hourly_rate: string | null;
  commission_rate: string | null;
  active: boolean;
  /** The linked Shopify staff member's numeric id, or null (SPEC §11). */
  shopify_staff_member_id: string | null;
  /** Whether a clock-in PIN is set; the PIN itself is never returned (SPEC §10). */
  has_pin: boolean;
}

export interface Shift {
  id: string;
  staff: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  break_minutes: number;
  location: string | null;
  role: string | null;
  note: string | null;
  /** Staff see a shift only once its week is published (SPEC §13); new and copied shifts are drafts. */
  published: boolean;
}

// SPEC §10's and §13's answers, as the server's views declare them.
export type { AttendanceStatus } from '../../../web/domain/clock/attendance.js';
export type { ClockState } from '../../../web/domain/clock/clock-state.js';
export type { TimeOffKind, TimeOffStatus } from '../../../web/domain/scheduling/time-off.js';
export type { CopySkipReason } from '../../../web/domain/scheduling/week-copy.js';
export type {
  CopyAnswer as CopyResult,
  SkippedCopyView as SkippedCopy,
} from '../../../web/services/scheduling/copy-week.js';
export type { PublishAnswer as PublishResult } from '../../../web/services/scheduling/publish-week.js';
export type { WeekSummary, WeekSummaryEntry } from '../../../web/services/timesheets/read-timesheets.js';
export type {
  AttendanceRowView as AttendanceRow,
  AttendanceView as AttendanceWeek,
} from '../../../web/services/views/attendance-view.js';
export type { ClockBoardRowView as ClockRow } from '../../../web/services/views/clock-board-view.js';
// SPEC §12: sales against labour, one row per local day.
export type {
  SalesDayView as SalesDay,
  SalesView as SalesReport,
} from '../../../web/services/views/sales-view.js';
export type { TimeOffView as TimeOff } from '../../../web/services/views/time-off-view.js';

import type { z } from 'zod';
import type { ShopifyStaffListSchema } from '../../../web/http/v1/shopify-staff-router.js';
import type { TimeEntrySource } from '../../../web/services/views/time-entry-view.js';

/** `GET /v1/shopify-staff-members` (SPEC §11): the shop's Shopify staff, once it grants read_users. */
export type ShopifyStaffList = z.output<typeof ShopifyStaffListSchema>;
export type ShopifyStaffMember = ShopifyStaffList['data'][number];

export interface TimeEntry {
  id: string;
  staff: string;
  staff_id: string;
  timesheet: string;
  started_at: string;
  ended_at: string | null;
  break_minutes: number;
  hours: number;
  note: string | null;
  /** How the entry was made: by hand (`manual`), at a kiosk or clock client, or at Shopify POS. */
  source: TimeEntrySource;
  /** The scheduled shift the clock-in fell in, or null. */
  shift: string | null;
  /** Set while a break is open. */
  break_started_at: string | null;
}

export interface Timesheet {
  id: string;
  staff: string;
  staff_id: string;
  week_start: string;
  week_end: string;
  status: 'pending' | 'approved';
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  double_time_hours: number;
  rate: string | null;
  gross: string;
  approved_at: string | null;
  approved_by: string | null;
  entries: TimeEntry[];
}

export interface PayrollRun {
  id: string;
  period_start: string;
  period_end: string;
  status: 'draft' | 'finalized';
  finalized_at: string | null;
  timesheet_count: number;
  commission_count: number;
  line_count: number;
  totals: { regular_pay: string; overtime_pay: string; commission: string; gross: string };
}

export interface PayrollLine {
  id: string;
  staff: string;
  staff_id: string;
  regular_hours: number;
  overtime_hours: number;
  double_time_hours: number;
  rate: string | null;
  regular_pay: string;
  overtime_pay: string;
  commission: string;
  gross: string;
}

export interface Commission {
  id: string;
  staff: string;
  sale_amount: string;
  rate: string;
  amount: string;
  occurred_at: string;
  source: 'manual' | 'shopify_order';
  reference: string | null;
  staff_id: string;
  /** The Shopify order of a `shopify_order` commission (SPEC §12), else null. */
  order_id: string | null;
  /** The Shopify refund a negative commission claws back, else null. */
  refund_id: string | null;
  /** The finalized payroll run that paid it, else null. */
  payroll_run: string | null;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  description?: string | null;
  enabled: boolean;
  disabled_reason?: string | null;
  created_at: string;
  secret?: string;
}

export interface WebhookDelivery {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: { at: string; status_code: number | null; duration_ms: number | null; error: string | null }[];
  next_attempt_at: string | null;
}

export interface ApiToken {
  id: string;
  name: string;
  scopes: string[];
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
  revoked_at?: string | null;
  token?: string;
}

// The lists the server validates against, so the admin cannot offer a value the API refuses.
export { SCOPES } from '../../../web/domain/tokens/scopes.js';
export { WEBHOOK_EVENT_TYPES as WEBHOOK_EVENTS } from '../../../web/domain/webhooks/event-types.js';
