import { type FormEvent, useId, useState } from 'react';
import { Failure, Loading, Section } from './section.js';
import { sayError, staffApi } from './staff-api.js';
import { dateRange, type ShopCalendar } from './staff-format.js';
import type { Me, MyTimeOff, TimeOffKind, TimeOffStatus } from './staff-types.js';
import { useLoad } from './use-load.js';

const KINDS: { value: TimeOffKind; label: string }[] = [
  { value: 'vacation', label: 'Vacation' },
  { value: 'sick', label: 'Sick' },
  { value: 'unpaid', label: 'Unpaid leave' },
  { value: 'other', label: 'Other' },
];
const KIND_WORDS = Object.fromEntries(KINDS.map((kind) => [kind.value, kind.label])) as Record<
  TimeOffKind,
  string
>;

const STATUS_WORDS: Record<TimeOffStatus, string> = {
  requested: 'Waiting for an answer',
  approved: 'Approved',
  denied: 'Not approved',
  cancelled: 'Cancelled',
};

/**
 * Time-off requests (`/v1/me/time-off`): what was asked and what the manager said, a form to
 * ask, and a cancel button where the server allows one (SPEC §15: a request not yet answered,
 * or an approved one before its first day).
 */
export function TimeOffSection({
  calendar,
  onSignedOut,
}: {
  me: Me;
  calendar: ShopCalendar;
  onSignedOut: () => void;
}) {
  const requests = useLoad(() => staffApi.timeOff(), onSignedOut, []);
  const [cancelError, setCancelError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();
  const sorted = [...(requests.data ?? [])].sort((a, b) => b.starts_on.localeCompare(a.starts_on));

  const cancel = async (request: MyTimeOff) => {
    setCancelError(undefined);
    setNotice(undefined);
    try {
      await staffApi.cancelTimeOff(request.id);
      setNotice(`Your time off for ${dateRange(request.starts_on, request.ends_on)} is cancelled.`);
    } catch (caught) {
      setCancelError(caught);
    }
    await requests.reload();
  };

  return (
    <Section id="time-off" title="Time off">
      <TimeOffForm
        today={calendar.today}
        onSent={async (made) => {
          setNotice(`Asked for ${dateRange(made.starts_on, made.ends_on)}. Your manager will answer.`);
          await requests.reload();
        }}
      />
      <div role="status" className="live">
        {notice && <p className="notice notice-good">{notice}</p>}
      </div>
      {cancelError !== undefined && <Failure error={cancelError} />}
      <h3>Your requests</h3>
      {requests.error ? (
        <Failure error={requests.error} retry={() => void requests.reload()} />
      ) : !requests.data ? (
        <Loading what="your requests" />
      ) : sorted.length === 0 ? (
        <p className="muted">You haven't asked for time off yet.</p>
      ) : (
        <ul className="cards">
          {sorted.map((request) => (
            <li key={request.id} className="card">
              <div className="card-head">
                <p className="strong">{dateRange(request.starts_on, request.ends_on)}</p>
                <span className={`pill pill-${request.status}`}>{STATUS_WORDS[request.status]}</span>
              </div>
              <p>{KIND_WORDS[request.kind]}</p>
              {request.note && <p className="muted">{request.note}</p>}
              {cancellable(request, calendar.today) && (
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => void cancel(request)}
                  aria-label={`Cancel time off ${dateRange(request.starts_on, request.ends_on)}`}
                >
                  Cancel
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function cancellable(request: MyTimeOff, today: string): boolean {
  return request.status === 'requested' || (request.status === 'approved' && request.starts_on > today);
}

function TimeOffForm({ today, onSent }: { today: string; onSent: (made: MyTimeOff) => Promise<void> }) {
  const id = useId();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [kind, setKind] = useState<TimeOffKind>('vacation');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const last = endsOn || startsOn;
    if (!startsOn) return setError('Choose the first day you need off.');
    if (last < startsOn) return setError('The last day cannot be before the first day.');
    setBusy(true);
    try {
      const made = await staffApi.requestTimeOff({
        starts_on: startsOn,
        ends_on: last,
        kind,
        ...(note.trim() && { note: note.trim() }),
      });
      setStartsOn('');
      setEndsOn('');
      setNote('');
      await onSent(made);
    } catch (caught) {
      setError(sayError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ask for time off</h3>
      <div className="field-pair">
        <label className="field">
          <span>First day</span>
          <input
            type="date"
            min={today}
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
            required
          />
        </label>
        <label className="field">
          <span>Last day</span>
          <input
            type="date"
            min={startsOn || today}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
          />
        </label>
      </div>
      <label className="field">
        <span>Kind</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as TimeOffKind)}>
          {KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Note for your manager (optional)</span>
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
      </label>
      {error && (
        <p className="notice notice-bad" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : 'Ask for time off'}
      </button>
    </form>
  );
}
