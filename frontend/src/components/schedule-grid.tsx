import { Badge, BlockStack, Card, Text } from '@shopify/polaris';
import type { CSSProperties } from 'react';
import type { Availability, Shift, Staff, TimeOff } from '../api/types.js';
import { rangesOn } from '../lib/availability.js';
import { localDate } from '../lib/time.js';
import { coversDay } from '../lib/time-off.js';
import { OpenShiftsRow } from './open-shifts-row.js';
import { ScheduleCell } from './schedule-cell.js';

const dayName = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const dayDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The week as a table: one row per staff member (by name), one column per local day. The
 * layout is fixed, so the seven days share the width evenly and all fit at 1280 px with the
 * navigation beside them; long text wraps inside its day instead of widening it. Below a
 * readable width per day the card scrolls sideways instead (admin.css, `.schedule-grid`).
 * Open shifts (no staff member yet, SPEC §17) have their own first row; each person's day shows
 * their availability above their shifts.
 */
export function ScheduleGrid({
  days,
  staff,
  shifts,
  timeOff,
  availability,
  today,
  timeZone,
  onOpenShift,
  onAddShift,
}: {
  days: string[];
  staff: Staff[];
  shifts: Shift[];
  timeOff: TimeOff[];
  /** Staff id → availability; a member missing from it shows no marks. */
  availability: ReadonlyMap<string, Availability>;
  today: string;
  timeZone: string;
  onOpenShift: (shift: Shift) => void;
  /** A blank shift on a day: a staff member's id, or null for an open shift. */
  onAddShift: (staffId: string | null, date: string) => void;
}) {
  const shiftsOf = (member: Staff, date: string) =>
    shifts
      .filter(
        (shift) => shift.staff_id === member.id && localDate(Date.parse(shift.starts_at), timeZone) === date,
      )
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const onTimeOff = new Set(timeOff.flatMap((t) => t.conflicting_shifts));
  const timeOffOf = (member: Staff, date: string) =>
    timeOff.find((t) => t.staff_id === member.id && coversDay(t, date));

  return (
    <Card padding="0">
      <div data-testid="schedule-scroller" style={{ overflowX: 'auto' }}>
        <table
          data-testid="schedule-grid"
          className="schedule-grid"
          style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
        >
          <colgroup>
            <col className="schedule-staff-col" />
            {days.map((date) => (
              <col key={date} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" style={headStyle(false)}>
                <Text as="span" variant="bodySm" fontWeight="semibold">
                  Staff
                </Text>
              </th>
              {days.map((date) => (
                <th key={date} scope="col" data-date={date} style={headStyle(date === today)}>
                  <Text as="span" variant="bodySm" fontWeight="semibold">
                    {dayName.format(new Date(`${date}T00:00:00Z`))}
                  </Text>{' '}
                  <Text as="span" variant="bodySm" tone={date === today ? undefined : 'subdued'}>
                    {dayDate.format(new Date(`${date}T00:00:00Z`))}
                  </Text>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <OpenShiftsRow
              days={days}
              shifts={shifts.filter((shift) => shift.staff_id === null)}
              today={today}
              timeZone={timeZone}
              cellStyle={cellStyle}
              onOpenShift={onOpenShift}
              onAddShift={(date) => onAddShift(null, date)}
            />
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row" style={{ ...cellStyle(false), borderLeft: undefined }}>
                  <BlockStack gap="050" inlineAlign="start">
                    <Text as="span" fontWeight="semibold" breakWord>
                      {member.name}
                    </Text>
                    {!member.active && <Badge size="small">Inactive</Badge>}
                  </BlockStack>
                </th>
                {days.map((date) => (
                  <td
                    key={date}
                    data-testid={`cell-${member.handle}-${date}`}
                    style={cellStyle(date === today)}
                  >
                    <ScheduleCell
                      member={member}
                      date={date}
                      shifts={shiftsOf(member, date)}
                      timeOff={timeOffOf(member, date)}
                      availability={rangesOn(availability.get(member.id), date)}
                      onTimeOff={onTimeOff}
                      timeZone={timeZone}
                      onOpenShift={onOpenShift}
                      onAddShift={onAddShift}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

const edge = '1px solid var(--p-color-border-secondary)';

function headStyle(isToday: boolean): CSSProperties {
  return {
    textAlign: 'left',
    padding: '10px 8px',
    borderBottom: edge,
    background: isToday ? 'var(--p-color-bg-surface-selected)' : undefined,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
}

export function cellStyle(isToday: boolean): CSSProperties {
  return {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: 8,
    borderBottom: edge,
    borderLeft: edge,
    overflowWrap: 'anywhere',
    background: isToday ? 'var(--p-color-bg-surface-secondary)' : undefined,
  };
}
