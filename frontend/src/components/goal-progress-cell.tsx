import { Badge, BlockStack, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import type { GoalProgress } from '../api/types.js';
import { formatMoney } from '../lib/format.js';

/**
 * A staff member's sales goal this month (decision 70): a bar of sales toward the goal, "$x of
 * $y", and "Bonus paid" once the month's bonus was paid. A dash without a goal.
 */
export function GoalProgressCell({
  progress,
  currency,
  testId,
}: {
  progress: GoalProgress | undefined;
  currency: string;
  testId: string;
}) {
  if (!progress) return <span data-testid={testId}>—</span>;
  const goal = Number(progress.goal_amount);
  const percent = goal > 0 ? Math.min(100, Math.max(0, (Number(progress.sales) / goal) * 100)) : 100;
  const words = `${formatMoney(progress.sales, currency)} of ${formatMoney(progress.goal_amount, currency)}`;
  return (
    <div data-testid={testId} style={{ minWidth: '9rem' }}>
      <BlockStack gap="100">
        <ProgressBar
          progress={percent}
          size="small"
          tone={progress.reached ? 'success' : 'highlight'}
          ariaLabelledBy={`${testId}-words`}
        />
        <InlineStack gap="100" blockAlign="center" wrap={false}>
          <Text as="span" variant="bodySm" id={`${testId}-words`}>
            {words}
          </Text>
          {progress.bonus_commission_id && <Badge tone="success">Bonus paid</Badge>}
        </InlineStack>
      </BlockStack>
    </div>
  );
}
