import { Button, ButtonGroup, InlineStack, Text } from '@shopify/polaris';
import { addDays, formatRange, today, weekStartOf } from '../lib/time.js';
import { useShop } from './shop-context.js';

/** Previous / this week / next, for weeks that start on the shop's week_start in its zone. */
export function WeekNavigator({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const { shop } = useShop();
  const current = weekStartOf(today(shop.timezone), shop.week_start);
  return (
    <InlineStack gap="300" blockAlign="center">
      <ButtonGroup variant="segmented">
        <Button accessibilityLabel="Previous week" onClick={() => onChange(addDays(week, -7))}>
          ‹ Previous
        </Button>
        <Button disabled={week === current} onClick={() => onChange(current)}>
          This week
        </Button>
        <Button accessibilityLabel="Next week" onClick={() => onChange(addDays(week, 7))}>
          Next ›
        </Button>
      </ButtonGroup>
      <Text as="span" variant="headingMd">
        <span data-testid="week-range">{formatRange(week, addDays(week, 6))}</span>
      </Text>
      <Text as="span" tone="subdued">
        {shop.timezone}
      </Text>
    </InlineStack>
  );
}

export function useCurrentWeek(): string {
  const { shop } = useShop();
  return weekStartOf(today(shop.timezone), shop.week_start);
}
