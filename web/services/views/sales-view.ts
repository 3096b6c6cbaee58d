import { z } from 'zod';
import { DateOnly, Money } from './schema-fields.js';

/** `GET /v1/sales` (SPEC §12): sales against labour, one row per local day. */
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
        tips: Money.meta({
          description:
            "Tips of that day's orders, attributed or not, less tip refunds created that day; never in sales.",
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
export type SalesView = z.output<typeof SalesSchema>;
export type SalesDayView = SalesView['data'][number];
