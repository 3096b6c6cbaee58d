import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../../domain/clock/attendance.js';
import { CLOCK_STATES } from '../../domain/clock/clock-state.js';
import { ERROR_STATUS } from '../../domain/errors.js';
import { TIME_OFF_KINDS, TIME_OFF_STATUSES } from '../../domain/scheduling/time-off.js';
import { COPY_SKIP_REASONS } from '../../domain/scheduling/week-copy.js';
import { SCOPES } from '../../domain/tokens/scopes.js';
import { DISABLED_REASONS } from '../../domain/webhooks/disabled-reasons.js';
import type { CopyAnswer } from '../../services/scheduling/copy-week.js';
import type { PublishAnswer, SchedulePublishedData } from '../../services/scheduling/publish-week.js';
import type { ApiTokenView } from '../../services/views/api-token-view.js';
import type { AttendanceView } from '../../services/views/attendance-view.js';
import type { ClockBoardView } from '../../services/views/clock-board-view.js';
import type { CommissionView } from '../../services/views/commission-view.js';
import type { PayrollLineView } from '../../services/views/payroll-line-view.js';
import type { PayrollRunView } from '../../services/views/payroll-run-view.js';
import type { SalesView } from '../../services/views/sales-view.js';
import type { ShiftView } from '../../services/views/shift-view.js';
import type { ShopView } from '../../services/views/shop-view.js';
import type { StaffView } from '../../services/views/staff-view.js';
import { TIME_ENTRY_SOURCES, type TimeEntryView } from '../../services/views/time-entry-view.js';
import type { TimeOffView } from '../../services/views/time-off-view.js';
import type { TimesheetView } from '../../services/views/timesheet-view.js';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../services/views/webhook-view.js';

/**
 * What the API answers, as zod schemas for the OpenAPI document. The views in
 * `web/services/views/` build these bodies; the `Same<>` checks at the bottom make the compiler
 * refuse a view and its schema that drift apart, and the integration tests validate real answers
 * against the generated document.
 */

const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ example: '866.88' });
const Timestamp = z.string().meta({ format: 'date-time', example: '2026-11-16T09:00:00Z' });
const DateOnly = z.string().meta({ format: 'date', example: '2026-11-16' });
const Id = (prefix: string) => z.string().meta({ example: `${prefix}_01JD5Z3K7Q9W8E6R4T2Y0U1I3O` });

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    request_id: z.string(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' });

export const StaffSchema = z
  .object({
    id: Id('stf'),
    object: z.literal('staff'),
    handle: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    hourly_rate: Money.nullable(),
    commission_rate: z.string().nullable(),
    active: z.boolean(),
    shopify_staff_member_id: z.string().nullable().meta({
      description: 'The numeric id of the linked Shopify staff member, or null.',
      example: '103205625',
    }),
    has_pin: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Staff' });

export const TimeEntrySchema = z
  .object({
    id: Id('ent'),
    object: z.literal('time_entry'),
    staff: z.string(),
    staff_id: Id('stf'),
    timesheet: Id('tms'),
    started_at: Timestamp,
    ended_at: Timestamp.nullable(),
    break_minutes: z.number().int(),
    hours: z.number(),
    note: z.string().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES),
    shift: Id('shf').nullable(),
    location_id: z
      .string()
      .nullable()
      .meta({ description: 'The POS location the clock action came from, or null.' }),
    break_started_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'TimeEntry' });

export const TimesheetSchema = z
  .object({
    id: Id('tms'),
    object: z.literal('timesheet'),
    staff: z.string(),
    staff_id: Id('stf'),
    week_start: DateOnly,
    week_end: DateOnly,
    status: z.string().meta({ enum: ['pending', 'approved'] }),
    hours: z.number(),
    regular_hours: z.number(),
    overtime_hours: z.number(),
    double_time_hours: z.number(),
    rate: Money.nullable(),
    regular_pay: Money,
    overtime_pay: Money,
    double_time_pay: Money,
    gross: Money,
    approved_at: Timestamp.nullable(),
    approved_by: z.string().nullable(),
    entries: z.array(TimeEntrySchema),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Timesheet' });

export const WeekSummarySchema = z
  .object({
    week: DateOnly,
    approved: z.number().int(),
    pending: z.number().int(),
    gross: Money,
    entries: z.array(
      z.strictObject({
        staff: z.string(),
        hours: z.number(),
        rate: Money.optional(),
        overtime: z.number().optional(),
        timesheet: Id('tms'),
        status: z.enum(['pending', 'approved']),
        gross: Money,
      }),
    ),
  })
  .meta({ id: 'WeekSummary', description: 'SPEC section 1: the weekly summary, keys exactly as listed.' });

export const ShiftSchema = z
  .object({
    id: Id('shf'),
    object: z.literal('shift'),
    staff: z.string(),
    staff_id: Id('stf'),
    starts_at: Timestamp,
    ends_at: Timestamp,
    break_minutes: z.number().int(),
    location: z.string().nullable(),
    role: z.string().nullable(),
    note: z.string().nullable(),
    published: z.boolean().meta({
      description: 'Staff see the shift: its week was published. A new or copied shift is a draft.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Shift' });

export const PublishAnswerSchema = z
  .object({
    week: DateOnly.meta({ description: 'The `week` as sent: any date of the work week.' }),
    published: z.number().int().meta({
      description:
        'Shifts this call published (drafts until now); 0 when the week had no drafts left, and then no event is sent.',
    }),
  })
  .meta({ id: 'PublishAnswer' });

export const SkippedCopySchema = z
  .object({
    shift: Id('shf').meta({ description: 'The shift that was not copied.' }),
    reason: z.enum(COPY_SKIP_REASONS).meta({
      description:
        '`inactive_staff`: the staff member is inactive; `invalid_times`: at the same local times the copy is no valid shift (around a DST change: over 24 h, ending before it starts, or shorter than its break); `time_off`: it would land on approved time off; `overlap`: it would overlap a shift already there (or another copy).',
    }),
    staff: z.string(),
    staff_id: Id('stf'),
    starts_at: Timestamp.meta({ description: 'Where the copy would have started.' }),
    ends_at: Timestamp,
    conflict: z.string().nullable().meta({
      description: 'The shift (`shf_…`) or time off (`tof_…`) in the way; null for the other reasons.',
    }),
  })
  .meta({ id: 'SkippedCopy' });

export const CopyAnswerSchema = z
  .object({
    created: z
      .array(ShiftSchema)
      .meta({ description: 'The copies, as drafts, in the order of the shifts copied.' }),
    skipped: z.array(SkippedCopySchema),
  })
  .meta({ id: 'CopyAnswer' });

export const TimeOffSchema = z
  .object({
    id: Id('tof'),
    object: z.literal('time_off'),
    staff: z.string(),
    staff_id: Id('stf'),
    starts_on: DateOnly.meta({ description: "First day off, a local date of the shop's zone." }),
    ends_on: DateOnly.meta({ description: 'Last day off, included.' }),
    kind: z.enum(TIME_OFF_KINDS),
    note: z.string().nullable(),
    status: z.enum(TIME_OFF_STATUSES),
    decided_at: Timestamp.nullable(),
    decided_by: z
      .string()
      .nullable()
      .meta({ description: 'Who approved or denied it (`tok_…`, `user:…`, `cli`).' }),
    decision_reason: z.string().nullable(),
    conflicting_shifts: z.array(Id('shf')).meta({
      description:
        "Ids of the staff member's shifts on these local days, read now (empty once all are reassigned; always empty when denied).",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'TimeOff' });

export const ClockBoardSchema = z
  .object({
    data: z.array(
      z.object({
        staff: z.string(),
        staff_id: Id('stf'),
        name: z.string(),
        state: z.enum(CLOCK_STATES),
        since: Timestamp.nullable().meta({
          description: "The clock-in, or the open break's start; null when off.",
        }),
        entry: Id('ent').nullable().meta({ description: 'The open time entry, or null.' }),
        has_pin: z.boolean(),
        shopify_staff_member_id: z.string().nullable(),
        hours_this_week: z.number().meta({
          description: 'Hours of the current work week, closed entries only: what the POS tile shows.',
        }),
        next_shift: z
          .object({ id: Id('shf'), starts_at: Timestamp, ends_at: Timestamp })
          .nullable()
          .meta({ description: 'The current or next published shift, or null.' }),
        overdue: z
          .boolean()
          .meta({ description: 'The open entry started more than 16 hours ago: a forgotten clock-out.' }),
      }),
    ),
  })
  .meta({ id: 'ClockBoard' });

export const AttendanceSchema = z
  .object({
    week: DateOnly,
    data: z.array(
      z.object({
        staff: z.string(),
        staff_id: Id('stf'),
        date: DateOnly.meta({ description: 'Local day of the shift, or of the entry when unscheduled.' }),
        shift: Id('shf').nullable(),
        scheduled_start: Timestamp.nullable(),
        scheduled_end: Timestamp.nullable(),
        entry: Id('ent').nullable(),
        clocked_in_at: Timestamp.nullable(),
        clocked_out_at: Timestamp.nullable(),
        late_minutes: z.number().int().nullable(),
        early_leave_minutes: z.number().int().nullable(),
        status: z.enum(ATTENDANCE_STATUSES),
      }),
    ),
  })
  .meta({ id: 'Attendance' });

export const ShopSchema = z
  .object({
    object: z.literal('shop'),
    domain: z.string(),
    name: z.string().nullable(),
    timezone: z.string(),
    week_start: z.string(),
    overtime_rule: z.string(),
    currency: z.string(),
    plan: z.string(),
    pos_pin_required: z.boolean().meta({
      description:
        "True when the shop's POS asks staff no PIN: clock requests at POS then need the Shiftbook PIN.",
    }),
    usage: z.object({
      active_staff: z.number().int(),
      active_staff_limit: z.number().int().nullable(),
      webhook_endpoints: z.number().int(),
      webhook_endpoints_limit: z.number().int(),
      requests_per_minute_limit: z.number().int(),
    }),
    order_import: z
      .object({
        status: z.string().meta({ enum: ['running', 'done', 'failed'] }),
        orders_imported: z.number().int(),
        refunds_imported: z.number().int(),
        started_at: Timestamp,
        finished_at: Timestamp.nullable(),
      })
      .nullable()
      .meta({
        description:
          "The import of the shop's paid orders and refunds of the last 60 days from Shopify, started at install or when read_orders is granted; null when there is none (standalone).",
      }),
    installed_at: Timestamp,
    created_at: Timestamp,
  })
  .meta({ id: 'Shop' });

export const PayrollRunSchema = z
  .object({
    id: Id('run'),
    object: z.literal('payroll_run'),
    period_start: DateOnly,
    period_end: DateOnly,
    status: z.string().meta({ enum: ['draft', 'finalized'] }),
    finalized_at: Timestamp.nullable(),
    finalized_by: z.string().nullable(),
    timesheet_count: z.number().int(),
    commission_count: z.number().int(),
    line_count: z.number().int(),
    totals: z.object({ regular_pay: Money, overtime_pay: Money, commission: Money, gross: Money }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'PayrollRun' });

export const PayrollLineSchema = z
  .object({
    id: Id('pln'),
    object: z.literal('payroll_line'),
    run: Id('run'),
    staff: z.string(),
    staff_id: Id('stf'),
    regular_hours: z.number(),
    overtime_hours: z.number(),
    double_time_hours: z.number(),
    rate: Money.nullable(),
    regular_pay: Money,
    overtime_pay: Money,
    commission: Money,
    gross: Money,
  })
  .meta({ id: 'PayrollLine' });

export const CommissionSchema = z
  .object({
    id: Id('com'),
    object: z.literal('commission'),
    staff: z.string(),
    staff_id: Id('stf'),
    sale_amount: Money,
    rate: z.string(),
    amount: Money,
    occurred_at: Timestamp,
    source: z.string().meta({ enum: ['manual', 'shopify_order'] }),
    reference: z.string().nullable(),
    order_id: z.string().nullable().meta({
      description: 'The Shopify order (numeric id) a `shopify_order` commission comes from.',
      example: '5512345678901',
    }),
    refund_id: z
      .string()
      .nullable()
      .meta({ description: 'The Shopify refund a negative commission claws back.' }),
    payroll_run: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'Commission' });

export const SalesSchema = z
  .object({
    from: DateOnly,
    to: DateOnly,
    data: z.array(
      z.object({
        date: DateOnly.meta({ description: 'A local day of the shop.' }),
        orders: z.number().int().meta({ description: 'Paid orders processed that day.' }),
        sales: Money.meta({
          description: 'Net sales of those orders, attributed or not, less refunds created that day.',
        }),
        labour_hours: z
          .number()
          .meta({ description: 'Hours of time entries starting that day, pending and approved.' }),
        labour_cost: Money.meta({
          description: "Each timesheet's gross shared over its days by worked seconds (largest remainder).",
        }),
        labour_percent: z
          .string()
          .regex(/^\d+\.\d{2}$/)
          .nullable()
          .meta({
            description: 'labour_cost ÷ sales × 100, two decimals; null when sales ≤ 0.',
            example: '23.45',
          }),
      }),
    ),
  })
  .meta({ id: 'Sales' });

export const WebhookEndpointSchema = z
  .object({
    id: Id('whe'),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: `Why it is disabled: ${Object.keys(DISABLED_REASONS).join(', ')}.` }),
    created_at: Timestamp,
    updated_at: Timestamp,
    secret: z
      .string()
      .optional()
      .meta({ description: 'whsec_…, present only in the answer that issues it.' }),
  })
  .meta({ id: 'WebhookEndpoint' });

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    endpoint: Id('whe'),
    event_id: Id('evt'),
    event_type: z.string(),
    status: z.string().meta({ enum: ['pending', 'succeeded', 'failed'] }),
    attempts: z.array(
      z.object({
        at: Timestamp,
        status_code: z.number().int().nullable(),
        duration_ms: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
    next_attempt_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'WebhookDelivery' });

export const ApiTokenSchema = z
  .object({
    id: Id('tok'),
    object: z.literal('api_token'),
    name: z.string(),
    scopes: z.array(z.enum(SCOPES)),
    expires_at: Timestamp.nullable().meta({
      description:
        'When it stops working: never later than the token it was made with, whose expiry or revocation ends it too.',
    }),
    created_by: z.string().nullable().meta({
      description:
        'Who made it: the id of the token it was made with (`tok_…`), `user:<id>` for the admin, or `cli`.',
      example: 'tok_…',
    }),
    last_used_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'ApiToken' });

export const CreatedApiTokenSchema = ApiTokenSchema.extend({
  token: z.string().meta({ description: 'The secret, shown in this answer only.', example: 'sbk_…' }),
}).meta({ id: 'CreatedApiToken' });

export function deletedSchema(object: string) {
  return z.object({ id: z.string(), object: z.literal(object), deleted: z.literal(true) });
}

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() });
}

/** Webhook envelopes (SPEC section 7). */
const envelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    id: Id('evt'),
    type: z.literal(type),
    created_at: Timestamp,
    shop: z.string().meta({ example: 'x.myshopify.com' }),
    data,
  });

export const ShiftMovedEvent = envelope(
  'shift.moved',
  ShiftSchema.extend({
    previous: z
      .object({ staff: z.string(), staff_id: z.string(), starts_at: Timestamp, ends_at: Timestamp })
      .partial()
      .extend({ location: z.string().nullable().optional() })
      .meta({ description: 'The moved fields as they were before the move.' }),
  }),
).meta({ id: 'ShiftMovedEvent' });

export const TimesheetApprovedEvent = envelope('timesheet.approved', TimesheetSchema).meta({
  id: 'TimesheetApprovedEvent',
});

export const SchedulePublishedEvent = envelope(
  'schedule.published',
  z.object({
    week: DateOnly.meta({ description: 'The `week` sent to POST /v1/shifts/publish.' }),
    week_start: DateOnly.meta({ description: 'The first day of the work week published.' }),
    published: z.number().int().meta({ description: 'Shifts this publication published (at least 1).' }),
    shifts: z
      .array(ShiftSchema)
      .meta({ description: 'Every shift of the week, all published: the schedule staff see.' }),
  }),
).meta({ id: 'SchedulePublishedEvent' });

// Compile-time guards: each schema's output type and its view must be the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.output<typeof StaffSchema>, StaffView>,
  Same<z.output<typeof TimeEntrySchema>, TimeEntryView>,
  Same<Omit<z.output<typeof TimesheetSchema>, 'status'>, Omit<TimesheetView, 'status'>>,
  Same<z.output<typeof ShiftSchema>, ShiftView>,
  Same<z.output<typeof PublishAnswerSchema>, PublishAnswer>,
  Same<z.output<typeof CopyAnswerSchema>, CopyAnswer>,
  Same<z.output<typeof TimeOffSchema>, TimeOffView>,
  Same<z.output<typeof SchedulePublishedEvent>['data'], SchedulePublishedData>,
  Same<z.output<typeof ShopSchema>, ShopView>,
  Same<z.output<typeof PayrollRunSchema>, PayrollRunView>,
  Same<z.output<typeof PayrollLineSchema>, PayrollLineView>,
  Same<z.output<typeof CommissionSchema>, CommissionView>,
  Same<Omit<z.output<typeof WebhookEndpointSchema>, 'secret'>, WebhookEndpointView>,
  Same<z.output<typeof WebhookDeliverySchema>, WebhookDeliveryView>,
  Same<z.output<typeof ApiTokenSchema>, ApiTokenView>,
  Same<z.output<typeof ClockBoardSchema>, ClockBoardView>,
  Same<z.output<typeof AttendanceSchema>, AttendanceView>,
  Same<z.output<typeof SalesSchema>, SalesView>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
void sameShapes;
