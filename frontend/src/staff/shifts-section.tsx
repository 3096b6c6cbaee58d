import { addDays } from '../lib/time.js';
import { Failure, Loading, Section } from './section.js';
import { staffApi } from './staff-api.js';
import {
  dayName,
  hoursText,
  type ShopCalendar,
  shiftDay,
  shiftHours,
  shortDate,
  timeOfDay,
} from './staff-format.js';
import type { Me, MyShift } from './staff-types.js';
import { useLoad } from './use-load.js';

/**
 * This week and the next, with the person's published shifts grouped by the local day each
 * starts on (SPEC §15 `GET /v1/me/shifts`, which answers only published ones).
 */
export function ShiftsSection({
  me,
  calendar,
  onSignedOut,
}: {
  me: Me;
  calendar: ShopCalendar;
  onSignedOut: () => void;
}) {
  const { thisWeek, nextWeek } = calendar;
  const shifts = useLoad(() => staffApi.shifts(thisWeek, addDays(nextWeek, 6)), onSignedOut, [thisWeek]);
  const timeZone = me.shop.timezone;
  return (
    <Section id="shifts" title="Your shifts">
      <p className="muted">Times are in the shop's time zone ({timeZone}).</p>
      {shifts.error ? (
        <Failure error={shifts.error} retry={() => void shifts.reload()} />
      ) : !shifts.data ? (
        <Loading what="your shifts" />
      ) : (
        <>
          <Week
            title="This week"
            start={thisWeek}
            shifts={shifts.data}
            calendar={calendar}
            timeZone={timeZone}
          />
          <Week
            title="Next week"
            start={nextWeek}
            shifts={shifts.data}
            calendar={calendar}
            timeZone={timeZone}
          />
        </>
      )}
    </Section>
  );
}

function Week({
  title,
  start,
  shifts,
  calendar,
  timeZone,
}: {
  title: string;
  start: string;
  shifts: MyShift[];
  calendar: ShopCalendar;
  timeZone: string;
}) {
  const end = addDays(start, 6);
  const mine = shifts.filter((shift) => {
    const day = shiftDay(shift.starts_at, timeZone);
    return day >= start && day <= end;
  });
  const days = [...new Set(mine.map((shift) => shiftDay(shift.starts_at, timeZone)))];
  const total = mine.reduce(
    (sum, shift) => sum + shiftHours(shift.starts_at, shift.ends_at, shift.break_minutes),
    0,
  );
  const headingId = `week-${start}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-head">
        <h3 id={headingId}>
          {title} <span className="muted">from {shortDate(start)}</span>
        </h3>
        {mine.length > 0 && <span className="pill">{hoursText(total)}</span>}
      </div>
      {mine.length === 0 ? (
        <p className="muted">Nothing scheduled for you this week yet.</p>
      ) : (
        <ul className="days">
          {days.map((day) => (
            <li key={day} className={day === calendar.today ? 'day today' : 'day'}>
              <p className="day-name">
                {dayName(day)}
                {day === calendar.today && <span className="pill pill-today">Today</span>}
              </p>
              <ul className="shifts">
                {mine
                  .filter((shift) => shiftDay(shift.starts_at, timeZone) === day)
                  .map((shift) => (
                    <ShiftRow key={shift.id} shift={shift} timeZone={timeZone} />
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShiftRow({ shift, timeZone }: { shift: MyShift; timeZone: string }) {
  const details = [shift.role, shift.location].filter(Boolean).join(' · ');
  return (
    <li className="shift">
      <p className="shift-time">
        {timeOfDay(shift.starts_at, timeZone)} – {timeOfDay(shift.ends_at, timeZone)}
      </p>
      {details && <p>{details}</p>}
      {shift.break_minutes > 0 && <p className="muted">{shift.break_minutes} min unpaid break</p>}
      {shift.note && <p className="muted">{shift.note}</p>}
    </li>
  );
}
