import { useState } from 'react';
import { isOpen, requestPillClass, requestStatusText, splitRequests } from './request-words.js';
import { Failure, Loading, Section } from './section.js';
import { staffApi } from './staff-api.js';
import { dayName, shiftDay, timeOfDay } from './staff-format.js';
import type { Me, MyShiftRequest, ShiftRequest } from './staff-types.js';
import type { Loaded } from './use-load.js';

type Action = 'accept' | 'decline' | 'cancel';

const DONE_WORDS: Record<Action, string> = {
  accept: 'You accepted the shift. It waits for a manager if the shop asks for approval.',
  decline: 'You declined the offer.',
  cancel: 'Your request is cancelled.',
};

/**
 * Shift swaps (`GET /v1/me/shift-requests`, SPEC §17): colleagues' offers to the person, with
 * Accept and Decline, and the person's own offers and claims with their state in words and a
 * Cancel while they are open, each with its shift's day and time. The requests are loaded by the home screen, which shares them
 * with the shift list; `onChanged` loads everything a decision may have moved again.
 */
export function RequestsSection({
  me,
  requests,
  onChanged,
}: {
  me: Me;
  requests: Loaded<MyShiftRequest[]>;
  onChanged: () => void;
}) {
  const timeZone = me.shop.timezone;
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const act = async (request: ShiftRequest, action: Action) => {
    setNotice(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await staffApi.answerShiftRequest(request.id, action);
      setNotice(DONE_WORDS[action]);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
    onChanged();
  };

  const shiftText = (request: MyShiftRequest) => {
    const shift = request.shift_detail;
    if (!shift) return 'A shift no longer on the schedule';
    return `${dayName(shiftDay(shift.starts_at, timeZone))}, ${timeOfDay(shift.starts_at, timeZone)} – ${timeOfDay(shift.ends_at, timeZone)}`;
  };

  const { offersToMe, mine } = splitRequests(requests.data ?? [], me.id);
  return (
    <Section id="swaps" title="Shift swaps">
      <div role="status" className="live">
        {notice && <p className="notice notice-good">{notice}</p>}
      </div>
      {failure !== undefined && <Failure error={failure} />}
      {requests.error ? (
        <Failure error={requests.error} retry={() => void requests.reload()} />
      ) : !requests.data ? (
        <Loading what="your shift swaps" />
      ) : (
        <>
          <h3 className="subhead">Offers to me</h3>
          {offersToMe.length === 0 ? (
            <p className="muted">No colleague has offered you a shift.</p>
          ) : (
            <ul className="cards">
              {offersToMe.map((request) => (
                <li key={request.id} className="card">
                  <div className="card-head">
                    <p className="strong">{shiftText(request)}</p>
                    <span className={requestPillClass(request)}>{requestStatusText(request, me.id)}</span>
                  </div>
                  <ShiftFacts request={request} />
                  <p>From {request.from_staff}</p>
                  {request.note && <p className="muted">{request.note}</p>}
                  {request.status === 'pending' && (
                    <div className="actions">
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => void act(request, 'accept')}
                        aria-label={`Accept the shift ${request.from_staff} offers`}
                      >
                        Accept
                      </button>
                      <button
                        type="button"
                        className="button button-quiet"
                        disabled={busy}
                        onClick={() => void act(request, 'decline')}
                        aria-label={`Decline the shift ${request.from_staff} offers`}
                      >
                        Decline
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className="subhead">My requests</h3>
          {mine.length === 0 ? (
            <p className="muted">You haven't offered or claimed a shift yet.</p>
          ) : (
            <ul className="cards">
              {mine.map((request) => (
                <li key={request.id} className="card">
                  <div className="card-head">
                    <p className="strong">{shiftText(request)}</p>
                    <span className={requestPillClass(request)}>{requestStatusText(request, me.id)}</span>
                  </div>
                  <ShiftFacts request={request} />
                  <p>{KIND_WORDS[request.kind]}</p>
                  {request.note && <p className="muted">{request.note}</p>}
                  {isOpen(request) && (
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={busy}
                      onClick={() => void act(request, 'cancel')}
                      aria-label={`Cancel request: ${shiftText(request)}`}
                    >
                      Cancel
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

/** The shift's role and place, as the shift list shows them. */
function ShiftFacts({ request }: { request: MyShiftRequest }) {
  const details = [request.shift_detail?.role, request.shift_detail?.location].filter(Boolean).join(' · ');
  return details ? <p>{details}</p> : null;
}

const KIND_WORDS: Record<ShiftRequest['kind'], string> = {
  claim: 'You claimed this open shift',
  swap: 'You offered this shift to a colleague',
  drop: 'You offered this shift to everyone',
};
