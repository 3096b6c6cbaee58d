import { z } from 'zod';
import { CLOCK_STATES } from '../../domain/clock/clock-state.js';
import { SCOPES } from '../../domain/tokens/scopes.js';
import { Id, Timestamp } from './schema-fields.js';

/** A staff member's current or next published shift (SPEC §13), as the kiosk and POS show it. */
const NextShiftSchema = z.object({ id: Id('shf'), starts_at: Timestamp, ends_at: Timestamp });
export type NextShiftView = z.output<typeof NextShiftSchema>;

/**
 * `GET /v1/clock` (SPEC §10): who is working now. No rates, no pay; the two fields beyond
 * SPEC §10's list go only to callers that may read them (`web/domain/clock/board-fields.ts`).
 */
export const ClockBoardSchema = z
  .object({
    shop: z
      .object({
        domain: z.string().meta({ example: 'x.myshopify.com' }),
        name: z.string().meta({
          description: "The shop's name as Shopify gave it, or its domain when no name is known.",
          example: 'Shiftbook Demo',
        }),
        timezone: z.string().meta({
          description:
            "The shop's IANA time zone: a kiosk shows every time in it, whatever zone the tablet is set to.",
          example: 'America/New_York',
        }),
      })
      .meta({ description: 'Whose board this is: a kiosk or a POS device shows it.' }),
    scopes: z.array(z.enum(SCOPES)).meta({
      description:
        "The caller's scopes, `write_X` implying `read_X`, sorted: a kiosk sees whether its token holds more than the clock (a session token holds every scope).",
      example: ['read_clock', 'write_clock'],
    }),
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
        shopify_staff_member_id: z.string().nullable().optional().meta({
          description:
            'The linked Shopify staff member: only for callers holding `read_staff`, or that asked for the row by this id.',
        }),
        hours_this_week: z.number().optional().meta({
          description:
            'Hours of the current work week, closed entries only (what the POS tile shows): only for callers holding `read_timesheets`.',
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
