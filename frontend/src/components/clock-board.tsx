import { Badge, BlockStack, Button, DataTable, Text } from '@shopify/polaris';
import type { ClockRow, ClockState } from '../api/types.js';
import { describeClockState, describeNextShift, elapsed, isMissing, timeOnDay } from '../lib/clock.js';
import { formatHours } from '../lib/format.js';
import { localDate } from '../lib/time.js';
import { PinStatus } from './pin-field.js';

const STATE_TONES: Record<ClockState, 'success' | 'attention' | undefined> = {
  on: 'success',
  break: 'attention',
  off: undefined,
};

/**
 * Every active staff member's clock state, by name, with the hours of the week's closed entries;
 * an overdue row says so and offers the fix.
 */
export function ClockBoard({
  rows,
  timeZone,
  now,
  onFix,
}: {
  rows: ClockRow[];
  timeZone: string;
  now: number;
  onFix: (row: ClockRow & { entry: string }) => void;
}) {
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'text', 'text', 'text']}
      headings={['Name', 'Clock', 'Next shift', 'PIN', '']}
      rows={rows.map((row) => [
        <Text key="n" as="span" fontWeight="semibold">
          {row.name}
        </Text>,
        <BlockStack key="s" gap="100" inlineAlign="start">
          <Badge
            tone={row.overdue || isMissing(row, now) ? 'critical' : STATE_TONES[row.state]}
            toneAndProgressLabelOverride={
              row.overdue ? 'Forgotten clock-out' : isMissing(row, now) ? 'Missing' : undefined
            }
          >
            {describeClockState(row, timeZone, now)}
          </Badge>
          {isMissing(row, now) && row.next_shift && (
            <Text as="span" tone="critical">
              <span data-testid={`missing-${row.staff}`}>
                {`Not clocked in: shift started ${timeOnDay(row.next_shift.starts_at, localDate(now, timeZone), timeZone)}, ${elapsed(row.next_shift.starts_at, now)} ago`}
              </span>
            </Text>
          )}
          {row.since && (
            <Text as="span" tone={row.overdue ? 'critical' : 'subdued'}>
              {row.overdue
                ? 'Clocked in for more than 16 hours: a forgotten clock-out?'
                : `${elapsed(row.since, now)} so far`}
            </Text>
          )}
          {/* Absent for a caller that may not read timesheets; the admin's session always may. */}
          {(row.hours_this_week ?? 0) > 0 && (
            <Text as="span" tone="subdued" variant="bodySm">
              {`${formatHours(row.hours_this_week ?? 0)} this week`}
            </Text>
          )}
        </BlockStack>,
        describeNextShift(row.next_shift, timeZone, now),
        <PinStatus key="p" hasPin={row.has_pin} />,
        row.overdue && row.entry ? (
          <Button
            key="f"
            size="slim"
            tone="critical"
            variant="primary"
            onClick={() => onFix({ ...row, entry: row.entry! })}
            accessibilityLabel={`Fix clock-out of ${row.name}`}
          >
            Fix clock-out
          </Button>
        ) : null,
      ])}
    />
  );
}
