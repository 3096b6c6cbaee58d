import { z } from 'zod';
import { DateOnly, Money } from './schema-fields.js';

/** `POST /v1/commission-rules/preview` (decision 71): what one rule would have paid. */
export const CommissionRulePreviewSchema = z
  .object({
    from: DateOnly.meta({ description: 'First local day of the orders read.' }),
    to: DateOnly.meta({ description: 'Last local day, included.' }),
    orders: z.number().int().meta({ description: 'Orders with at least one line the rule would have paid.' }),
    lines: z.number().int().meta({ description: "Staff members' shares of lines the rule would have paid." }),
    sale_amount: Money.meta({ description: 'Σ the net shares of those lines.' }),
    amount: Money.meta({ description: 'Σ each share paid at the rule and rounded on its own.' }),
    truncated: z.boolean().meta({
      description:
        'True when the range held more orders than a preview reads: the figures cover the earliest ones.',
    }),
    staff: z.array(
      z.object({
        staff: z.string().meta({ description: "The staff member's handle." }),
        staff_id: z.string(),
        lines: z.number().int(),
        sale_amount: Money,
        amount: Money,
      }),
    ),
  })
  .meta({ id: 'CommissionRulePreview' });
export type CommissionRulePreviewView = z.output<typeof CommissionRulePreviewSchema>;
