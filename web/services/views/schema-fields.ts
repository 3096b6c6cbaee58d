import { z } from 'zod';

/**
 * The field types every response schema is made of. A view's schema is both its return type
 * (`z.output<typeof …>`) and its part of the OpenAPI document, so the examples live here too.
 */

/** Cents at the edge: a string with two decimals (STYLE 5). */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ example: '866.88' });

/** An RFC 3339 instant in UTC with whole seconds, as `formatInstant` writes it. */
export const Timestamp = z.string().meta({ format: 'date-time', example: '2026-11-16T09:00:00Z' });

/** A calendar date, `YYYY-MM-DD`. */
export const DateOnly = z.string().meta({ format: 'date', example: '2026-11-16' });

/** A prefixed id (STYLE 6), `stf_…`. */
export const Id = (prefix: string) => z.string().meta({ example: `${prefix}_01JD5Z3K7Q9W8E6R4T2Y0U1I3O` });

/** Hours by overtime band and what they pay: a timesheet and a payroll line both answer them. */
export const PaidHoursFields = {
  regular_hours: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
  rate: Money.nullable(),
  regular_pay: Money,
  overtime_pay: Money,
};
