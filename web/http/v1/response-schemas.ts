import { z } from 'zod';
import { ERROR_STATUS } from '../../domain/errors.js';
import { CopyAnswerSchema, SkippedCopySchema } from '../../services/scheduling/copy-week.js';
import { PublishAnswerSchema, SchedulePublishedDataSchema } from '../../services/scheduling/publish-week.js';
import { WeekSummarySchema } from '../../services/timesheets/read-timesheets.js';
import { ApiTokenSchema, CreatedApiTokenSchema } from '../../services/views/api-token-view.js';
import { AttendanceSchema } from '../../services/views/attendance-view.js';
import { ClockBoardSchema } from '../../services/views/clock-board-view.js';
import { CommissionSchema } from '../../services/views/commission-view.js';
import { PayrollLineSchema } from '../../services/views/payroll-line-view.js';
import { PayrollRunSchema } from '../../services/views/payroll-run-view.js';
import { SalesSchema } from '../../services/views/sales-view.js';
import { Id, Timestamp } from '../../services/views/schema-fields.js';
import { ShiftSchema } from '../../services/views/shift-view.js';
import { ShopSchema } from '../../services/views/shop-view.js';
import { StaffSchema } from '../../services/views/staff-view.js';
import { TimeEntrySchema } from '../../services/views/time-entry-view.js';
import { TimeOffSchema } from '../../services/views/time-off-view.js';
import { TimesheetSchema } from '../../services/views/timesheet-view.js';
import { WebhookDeliverySchema, WebhookEndpointSchema } from '../../services/views/webhook-view.js';

/**
 * What the API answers. Each view's schema lives beside the view in `web/services/` and is the
 * type it returns (STYLE 17), so a view cannot drift from the OpenAPI document; this file adds
 * what only HTTP says (problems, lists, deletions, webhook envelopes) and names them all for the
 * route catalog.
 */
export {
  ApiTokenSchema,
  AttendanceSchema,
  ClockBoardSchema,
  CommissionSchema,
  CopyAnswerSchema,
  CreatedApiTokenSchema,
  PayrollLineSchema,
  PayrollRunSchema,
  PublishAnswerSchema,
  SalesSchema,
  ShiftSchema,
  ShopSchema,
  SkippedCopySchema,
  StaffSchema,
  TimeEntrySchema,
  TimeOffSchema,
  TimesheetSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WeekSummarySchema,
};

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

export const SchedulePublishedEvent = envelope('schedule.published', SchedulePublishedDataSchema).meta({
  id: 'SchedulePublishedEvent',
});
