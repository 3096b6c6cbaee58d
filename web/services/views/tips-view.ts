import { z } from 'zod';
import { DateOnly, Money } from './schema-fields.js';

/** `GET /v1/tips` (SPEC §18): tips per local day and staff member. */
export const TipsSchema = z
  .object({
    from: DateOnly,
    to: DateOnly,
    data: z.array(
      z.object({
        date: DateOnly.meta({ description: 'A local day of the shop.' }),
        staff: z.string().meta({ description: "The staff member's handle." }),
        staff_id: z.string(),
        paycheck_tips: Money.meta({
          description: 'Tips paid through payroll: any gateway but cash, less tip refunds that day.',
        }),
        cash_tips: Money.meta({
          description: 'Tips taken in cash (already in hand), less tip refunds that day.',
        }),
      }),
    ),
  })
  .meta({ id: 'Tips' });
export type TipsView = z.output<typeof TipsSchema>;
export type TipsRowView = TipsView['data'][number];
