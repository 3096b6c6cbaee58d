import { Banner, List } from '@shopify/polaris';
import type { ShiftWrite } from '../api/types.js';
import { formatDay, localDate, localTime } from '../lib/time.js';

/**
 * What a saved shift's answer warned of (SPEC §17, `unavailable`): the shift was saved, and it
 * overlaps time its staff member said they cannot work, told as the range they gave.
 */
export function ShiftWarningsBanner({
  saved,
  staffName,
  timeZone,
  onDismiss,
}: {
  saved: ShiftWrite;
  staffName: string;
  timeZone: string;
  onDismiss: () => void;
}) {
  const range = (startsAt: string, endsAt: string) => {
    const start = Date.parse(startsAt);
    const end = Date.parse(endsAt);
    const startDay = localDate(start, timeZone);
    const endDay = localDate(end, timeZone);
    // A range that ends at midnight reads as "until 24:00" of its own day.
    const untilMidnight = endDay > startDay && localTime(end, timeZone) === '00:00';
    const until = untilMidnight
      ? '24:00'
      : endDay === startDay
        ? localTime(end, timeZone)
        : `${formatDay(endDay)}, ${localTime(end, timeZone)}`;
    return `${formatDay(startDay)}, ${localTime(start, timeZone)}–${until}`;
  };
  return (
    <div data-testid="shift-warnings">
      <Banner
        tone="warning"
        title={`Shift saved, but ${staffName} is unavailable then`}
        onDismiss={onDismiss}
      >
        <List type="bullet">
          {saved.warnings.map((warning) => (
            <List.Item
              key={warning.starts_at}
            >{`Unavailable ${range(warning.starts_at, warning.ends_at)}`}</List.Item>
          ))}
        </List>
      </Banner>
    </div>
  );
}
