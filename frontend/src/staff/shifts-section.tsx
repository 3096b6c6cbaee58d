import { useState } from 'react';
import { addDays } from '../lib/time.js';
import { OfferForm } from './offer-form.js';
import { openOfferOf, requestPillClass, requestStatusText } from './request-words.js';
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
import type { Me, MyShift, ShiftRequest } from './staff-types.js';
import { useLoad } from './use-load.js';

/** What a shift row needs to offer its shift, and to say it is offered already. */
interface Offering {
  me: Me;
  /** My shift requests, once loaded: a shift with an open offer shows it instead of "Offer". */
  requests: ShiftRequest[] | undefined;
  onOffered: (made: ShiftRequest) => Promise<void>;
}

/**
 * This week and the next, with the person's published shifts grouped by the local day each
 * starts on (SPEC §15 `GET /v1/me/shifts`, which answers only published ones). A shift not yet
 * started can be offered to colleagues (SPEC §17). `version` changes after any shift request
 * action, which may have moved a shift to or from the person: the list loads again.
 */
export function ShiftsSection({
  me,
  calendar,
  version,
  requests,
  onSignedOut,
  onChanged,
}: {
  me: Me;
  calendar: ShopCalendar;
  version: number;
  requests: ShiftRequest[] | undefined;
  onSignedOut: () => void;
  onChanged: () => void;
}) {
  const { thisWeek, nextWeek } = calendar;
  const shifts = useLoad(() => staffApi.shifts(thisWeek, addDays(nextWeek, 6)), onSignedOut, [
    thisWeek,
    version,
  ]);
  const [notice, setNotice] = useState<string>();
  const timeZone = me.shop.timezone;
  const offering: Offering = {
    me,
    requests,
    onOffered: async (made) => {
      setNotice(
        made.kind === 'drop'
          ? 'Your shift is offered to everyone who can work it.'
          : `Your shift is offered to ${made.to_staff}.`,
      );
      onChanged();
    },
  };
  return (
    <Section id="shifts" title="Your shifts">
      <p className="muted">Times are in the shop's time zone ({timeZone}).</p>
      <div role="status" className="live">
        {notice && <p className="notice notice-good">{notice}</p>}
      </div>
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
            offering={offering}
          />
          <Week
            title="Next week"
            start={nextWeek}
            shifts={shifts.data}
            calendar={calendar}
            timeZone={timeZone}
            offering={offering}
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
  offering,
}: {
  title: string;
  start: string;
  shifts: MyShift[];
  calendar: ShopCalendar;
  timeZone: string;
  offering: Offering;
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
                    <ShiftRow key={shift.id} shift={shift} timeZone={timeZone} offering={offering} />
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShiftRow({ shift, timeZone, offering }: { shift: MyShift; timeZone: string; offering: Offering }) {
  const [offerOpen, setOfferOpen] = useState(false);
  const details = [shift.role, shift.location].filter(Boolean).join(' · ');
  const { me, requests } = offering;
  const offer = requests && openOfferOf(requests, shift.id, me.id);
  // A started shift can no longer be offered (SPEC §17 `shift_started`); the server has the last word.
  const offerable = requests !== undefined && !offer && Date.parse(shift.starts_at) > Date.now();
  const label = `${dayName(shiftDay(shift.starts_at, timeZone))}, ${timeOfDay(shift.starts_at, timeZone)}`;
  return (
    <li className="shift">
      <p className="shift-time">
        {timeOfDay(shift.starts_at, timeZone)} – {timeOfDay(shift.ends_at, timeZone)}
      </p>
      {details && <p>{details}</p>}
      {shift.break_minutes > 0 && <p className="muted">{shift.break_minutes} min unpaid break</p>}
      {shift.note && <p className="muted">{shift.note}</p>}
      {offer && <span className={requestPillClass(offer)}>{requestStatusText(offer, me.id)}</span>}
      {offerable && !offerOpen && (
        <button
          type="button"
          className="button button-quiet button-small"
          onClick={() => setOfferOpen(true)}
          aria-label={`Offer shift ${label}`}
        >
          Offer
        </button>
      )}
      {offerable && offerOpen && (
        <OfferForm
          shiftId={shift.id}
          label={label}
          onClose={() => setOfferOpen(false)}
          onOffered={async (made) => {
            setOfferOpen(false);
            await offering.onOffered(made);
          }}
        />
      )}
    </li>
  );
}
