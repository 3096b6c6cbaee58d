import { useState } from 'react';
import { openTakeOf, requestPillClass, requestStatusText } from './request-words.js';
import { Failure, Loading, Section } from './section.js';
import { staffApi } from './staff-api.js';
import { dayName, shiftDay, timeOfDay } from './staff-format.js';
import type { Me, OpenShift, ShiftRequest } from './staff-types.js';
import { useLoad } from './use-load.js';

/**
 * Shifts the person may take (`GET /v1/me/open-shifts`, SPEC §17): open shifts, and
 * colleagues' shifts offered to everyone, that fit the person's schedule. Claiming an open
 * shift asks a manager; taking an offered one is agreed at once (and may still wait for a
 * manager, as the shop decides).
 */
export function OpenShiftsSection({
  me,
  version,
  requests,
  onSignedOut,
  onChanged,
}: {
  me: Me;
  version: number;
  /** My shift requests, once loaded: a shift I already asked for says so instead of "Claim". */
  requests: ShiftRequest[] | undefined;
  onSignedOut: () => void;
  onChanged: () => void;
}) {
  const shifts = useLoad(() => staffApi.openShifts(), onSignedOut, [version]);
  const [notice, setNotice] = useState<string>();
  const [refusal, setRefusal] = useState<unknown>();
  const [busy, setBusy] = useState<string>();
  const timeZone = me.shop.timezone;

  const claim = async (shift: OpenShift) => {
    setNotice(undefined);
    setRefusal(undefined);
    setBusy(shift.id);
    try {
      const { request, tookOffer } = await staffApi.claimShift(shift.id);
      const when = shiftWords(shift, timeZone);
      if (request.status === 'approved') setNotice(`The shift on ${when} is yours.`);
      else if (tookOffer) setNotice(`You took the shift on ${when}. It waits for a manager's approval.`);
      else setNotice(`You asked for the shift on ${when}. It waits for a manager's approval.`);
    } catch (caught) {
      setRefusal(caught);
    } finally {
      setBusy(undefined);
    }
    onChanged();
  };

  return (
    <Section id="open-shifts" title="Open shifts">
      <div role="status" className="live">
        {notice && <p className="notice notice-good">{notice}</p>}
      </div>
      {refusal !== undefined && <Failure error={refusal} />}
      {shifts.error ? (
        <Failure error={shifts.error} retry={() => void shifts.reload()} />
      ) : !shifts.data ? (
        <Loading what="open shifts" />
      ) : shifts.data.length === 0 ? (
        <p className="muted">No open shifts for you right now.</p>
      ) : (
        <ul className="cards">
          {shifts.data.map((shift) => {
            const details = [shift.role, shift.location].filter(Boolean).join(' · ');
            const when = shiftWords(shift, timeZone);
            const asked = requests && openTakeOf(requests, shift.id, me.id);
            return (
              <li key={shift.id} className="card">
                <p className="strong">{dayName(shiftDay(shift.starts_at, timeZone))}</p>
                <p className="shift-time">
                  {timeOfDay(shift.starts_at, timeZone)} – {timeOfDay(shift.ends_at, timeZone)}
                </p>
                {details && <p>{details}</p>}
                {shift.break_minutes > 0 && <p className="muted">{shift.break_minutes} min unpaid break</p>}
                {shift.note && <p className="muted">{shift.note}</p>}
                {shift.staff && <p className="muted">Offered by {shift.staff}</p>}
                {asked && <span className={requestPillClass(asked)}>{requestStatusText(asked, me.id)}</span>}
                {requests && !asked && (
                  <div className="actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== undefined}
                      onClick={() => void claim(shift)}
                      aria-label={`Claim shift ${when}`}
                    >
                      {busy === shift.id ? 'Claiming…' : 'Claim'}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** "Tuesday, December 1, 9:00 AM": which shift, in a notice or a button's name. */
function shiftWords(shift: OpenShift, timeZone: string): string {
  return `${dayName(shiftDay(shift.starts_at, timeZone))}, ${timeOfDay(shift.starts_at, timeZone)}`;
}
