import { z } from 'zod';
import { formatMoney } from '../../domain/money/money.js';
import { Id, Money } from './schema-fields.js';

/** A local month of the shop, `YYYY-MM`. */
export const MonthOnly = z.string().meta({ example: '2026-11' });

/**
 * `GET /v1/sales-goals` (decision 70): one staff member's sales goal (SPEC §18) and how far
 * the month has come to it.
 */
export const GoalProgressSchema = z
  .object({
    month: MonthOnly,
    staff: z.string().meta({ description: "The staff member's handle." }),
    staff_id: Id('stf'),
    goal_amount: Money,
    goal_bonus: Money,
    sales: Money.meta({
      description:
        'Month sales so far: their shares of orders processed in the month, less their shares of refunds created in it.',
    }),
    reached: z.boolean().meta({ description: 'Whether sales are at goal_amount or more.' }),
    bonus_commission_id: Id('com')
      .nullable()
      .meta({ description: "The month's goal_bonus commission, or null while none was paid." }),
  })
  .meta({ id: 'GoalProgress' });
export type GoalProgressView = z.output<typeof GoalProgressSchema>;

/**
 * `GET /v1/me/goal` (decision 70): the signed-in person's goal this month. Everything but
 * `month` only when the shop setting staff_see_pay is true, as with `/v1/me/commissions`'
 * amounts; `goal_amount` and `goal_bonus` are null when they have no goal.
 */
export const MyGoalSchema = z
  .object({
    month: MonthOnly,
    goal_amount: Money.nullable()
      .optional()
      .meta({ description: 'Only when the shop setting staff_see_pay is true; null without a goal.' }),
    goal_bonus: Money.nullable()
      .optional()
      .meta({ description: 'Only when the shop setting staff_see_pay is true; null without a goal.' }),
    sales: Money.optional().meta({ description: 'Only when the shop setting staff_see_pay is true.' }),
    reached: z.boolean().optional().meta({
      description: 'Only when the shop setting staff_see_pay is true: sales at the goal or more.',
    }),
    bonus_paid: z.boolean().optional().meta({
      description: "Only when the shop setting staff_see_pay is true: the month's goal bonus was paid.",
    }),
  })
  .meta({ id: 'MyGoal' });
export type MyGoalView = z.output<typeof MyGoalSchema>;

export function goalProgressView(
  month: string,
  member: { id: string; handle: string; goalAmountCents: number; goalBonusCents: number },
  salesCents: number,
  bonusId: string | null,
): GoalProgressView {
  return {
    month,
    staff: member.handle,
    staff_id: member.id,
    goal_amount: formatMoney(member.goalAmountCents),
    goal_bonus: formatMoney(member.goalBonusCents),
    sales: formatMoney(salesCents),
    reached: salesCents >= member.goalAmountCents,
    bonus_commission_id: bonusId,
  };
}
