import { z } from 'zod';
import { CLOCK_STATES } from '../../domain/clock/clock-state.js';
import { Id, Timestamp } from './schema-fields.js';

/** A staff member's current or next published shift (SPEC §13), as the kiosk and POS show it. */
const NextShiftSchema = z.object({ id: Id('shf'), starts_at: Timestamp, ends_at: Timestamp });
export type NextShiftView = z.output<typeof NextShiftSchema>;

/** `GET /v1/clock` (SPEC §10): who is working now. No rates, no pay. */
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
        next_shift: NextShiftSchema.nullable().meta({
          description: 'The current or next published shift, or null.',
        }),
        overdue: z
          .boolean()
          .meta({ description: 'The open entry started more than 16 hours ago: a forgotten clock-out.' }),
      }),
    ),
  })
  .meta({ id: 'ClockBoard' });
export type ClockBoardView = z.output<typeof ClockBoardSchema>;
export type ClockBoardRowView = ClockBoardView['data'][number];
