import { BlockStack, Button, Text } from '@shopify/polaris';
import type { CSSProperties } from 'react';
import type { Shift } from '../api/types.js';
import { formatDay, localDate } from '../lib/time.js';
import { ShiftChip } from './shift-chip.js';

/**
 * The grid's first row: the week's open shifts (SPEC §17, no staff member yet), which staff
 * claim in the staff app, with "+ Add" to post one on a day.
 */
export function OpenShiftsRow({
  days,
  shifts,
  today,
  timeZone,
  cellStyle,
  onOpenShift,
  onAddShift,
}: {
  days: string[];
  shifts: Shift[];
  today: string;
  timeZone: string;
  cellStyle: (isToday: boolean) => CSSProperties;
  onOpenShift: (shift: Shift) => void;
  onAddShift: (date: string) => void;
}) {
  const shiftsOn = (date: string) =>
    shifts
      .filter((shift) => localDate(Date.parse(shift.starts_at), timeZone) === date)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return (
    <tr data-testid="open-shifts-row">
      <th scope="row" style={{ ...cellStyle(false), borderLeft: undefined }}>
        <Text as="span" fontWeight="semibold">
          Open shifts
        </Text>
      </th>
      {days.map((date) => (
        <td key={date} data-testid={`open-cell-${date}`} style={cellStyle(date === today)}>
          <BlockStack gap="100" inlineAlign="stretch">
            {shiftsOn(date).map((shift) => (
              <ShiftChip
                key={shift.id}
                shift={shift}
                staffName={null}
                date={date}
                timeZone={timeZone}
                onTimeOff={false}
                onOpen={() => onOpenShift(shift)}
              />
            ))}
            <div>
              <Button
                size="micro"
                variant="plain"
                onClick={() => onAddShift(date)}
                accessibilityLabel={`Add open shift on ${formatDay(date)}`}
              >
                + Add
              </Button>
            </div>
          </BlockStack>
        </td>
      ))}
    </tr>
  );
}
