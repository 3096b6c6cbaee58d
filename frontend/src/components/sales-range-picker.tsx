import { Button, ButtonGroup, InlineStack, Text, TextField } from '@shopify/polaris';
import {
  type DateRange,
  daysIn,
  lastDays,
  MAX_RANGE_DAYS,
  monthSoFar,
  weekSoFar,
} from '../lib/date-range.js';
import { today } from '../lib/time.js';
import { useShop } from './shop-context.js';

/** The last 28 days up to today in the shop's zone: the Sales page's first range. */
export function useDefaultSalesRange(): DateRange {
  const { shop } = useShop();
  return lastDays(today(shop.timezone), 28);
}

/** A from/to pair of local days with quick picks; the server takes at most 366 days. */
export function SalesRangePicker({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (r: DateRange) => void;
}) {
  const { shop } = useShop();
  const now = today(shop.timezone);
  const picks: [string, DateRange][] = [
    ['This week', weekSoFar(now, shop.week_start)],
    ['Last 4 weeks', lastDays(now, 28)],
    ['This month', monthSoFar(now)],
  ];
  const days = daysIn(range);
  const problem =
    days === 0
      ? 'The end must not be before the start'
      : days > MAX_RANGE_DAYS
        ? 'At most 366 days'
        : undefined;
  return (
    <InlineStack gap="300" blockAlign="end" wrap>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} style={{ width: 170 }}>
          <TextField
            label={end === 'from' ? 'From' : 'To'}
            type="date"
            value={range[end]}
            onChange={(date) => onChange({ ...range, [end]: date })}
            autoComplete="off"
            error={end === 'from' ? problem : undefined}
          />
        </div>
      ))}
      <ButtonGroup variant="segmented">
        {picks.map(([label, pick]) => (
          <Button
            key={label}
            pressed={pick.from === range.from && pick.to === range.to}
            onClick={() => onChange(pick)}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      <Text as="span" tone="subdued">
        {`Days in ${shop.timezone}`}
      </Text>
    </InlineStack>
  );
}

/** Whether the server will answer the range. */
export function isReportable(range: DateRange): boolean {
  const days = daysIn(range);
  return days > 0 && days <= MAX_RANGE_DAYS;
}
