import { z } from 'zod';
import { ERROR_STATUS } from '../../domain/errors.js';
import { SchedulePublishedDataSchema } from '../../services/scheduling/publish-week.js';
import { DateOnly, Id, Timestamp } from '../../services/views/schema-fields.js';
import { ShiftSchema } from '../../services/views/shift-view.js';
import { TimesheetSchema } from '../../services/views/timesheet-view.js';

/**
 * What the API answers. Each view's schema lives beside the view in `web/services/` and is the
 * type it returns (STYLE 17), so a view cannot drift from the OpenAPI document; this file holds
 * what only HTTP says: problems, lists, deletions and webhook envelopes.
 */

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    request_id: z.string(),
    conflicting_shift: z
      .object({
        id: Id('shf'),
        staff: z.string(),
        staff_id: Id('stf'),
        starts_at: Timestamp,
        ends_at: Timestamp,
      })
      .optional()
      .meta({
        description:
          'With `rule_violation` for an overlap: the shift of the same staff member that the new or moved shift overlaps.',
      }),
    time_off: z
      .object({
        id: Id('tof'),
        staff: z.string(),
        staff_id: Id('stf'),
        starts_on: DateOnly,
        ends_on: DateOnly,
      })
      .optional()
      .meta({
        description: 'With `time_off`: the approved time off that the new or moved shift falls on.',
      }),
    format: z.string().optional().meta({
      description:
        'With `payroll_settings_missing` and `payroll_id_missing`: the payroll file format asked for.',
    }),
    staff: z.array(z.string()).optional().meta({
      description:
        'With `payroll_id_missing`: the handle of every staff member with a row in the file but no id at the provider, sorted.',
    }),
  })
  .meta({
    id: 'Problem',
    description:
      'RFC 9457 problem details (application/problem+json). `detail` is one sentence for a person; a problem about another resource also names it in an extension member (`conflicting_shift`, `time_off`), so a client can word it without parsing `detail`.',
  });

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
