import { BlockStack, Button } from '@shopify/polaris';
import type { AvailabilityRange, Shift, Staff, TimeOff } from '../api/types.js';
import { formatDay } from '../lib/time.js';
import { AvailabilityMarks } from './availability-marks.js';
import { ShiftChip } from './shift-chip.js';
import { TimeOffMark } from './time-off-mark.js';

/**
 * One staff member's local day: approved time off first, their availability (SPEC §17), then
 * the shifts in order. A day off
 * offers no "+ Add", because the API refuses a shift there (422 `time_off`).
 */
export function ScheduleCell({
  member,
  date,
  shifts,
  timeOff,
  availability,
  onTimeOff,
  timeZone,
  onOpenShift,
  onAddShift,
}: {
  member: Staff;
  date: string;
  shifts: Shift[];
  timeOff: TimeOff | undefined;
  /** The ranges in force that day, by start. */
  availability: AvailabilityRange[];
  /** Ids of shifts on their staff member's approved time off (its `conflicting_shifts`). */
  onTimeOff: ReadonlySet<string>;
  timeZone: string;
  onOpenShift: (shift: Shift) => void;
  onAddShift: (staffId: string, date: string) => void;
}) {
  return (
    <BlockStack gap="100" inlineAlign="stretch">
      {timeOff && <TimeOffMark timeOff={timeOff} />}
      {!timeOff && <AvailabilityMarks ranges={availability} />}
      {shifts.map((shift) => (
        <ShiftChip
          key={shift.id}
          shift={shift}
          staffName={member.name}
          date={date}
          timeZone={timeZone}
          onTimeOff={onTimeOff.has(shift.id)}
          onOpen={() => onOpenShift(shift)}
        />
      ))}
      {!timeOff && member.active && (
        <div>
          <Button
            size="micro"
            variant="plain"
            onClick={() => onAddShift(member.id, date)}
            accessibilityLabel={`Add shift for ${member.name} on ${formatDay(date)}`}
          >
            + Add
          </Button>
        </div>
      )}
    </BlockStack>
  );
}
