import { type FormEvent, useEffect, useState } from 'react';
import { documentToSave, newRange, timeChoices, weekdayName, weekdaysFrom } from './availability-draft.js';
import { Failure, Loading, Section } from './section.js';
import { sayError, staffApi } from './staff-api.js';
import { dayName } from './staff-format.js';
import type { AvailabilityDocument, DayRange, Me, RangeKind, Weekday } from './staff-types.js';
import { useLoad } from './use-load.js';

const KIND_WORDS: Record<RangeKind, string> = {
  unavailable: "Can't work",
  preferred: 'Prefer to work',
};

/**
 * When the person can and would like to work (`GET`/`PUT /v1/me/availability`, SPEC §17):
 * ranges for each weekday, and dates whose ranges replace their weekday's (none: free all
 * day). A save replaces the whole document; a refusal shows next to the button and leaves
 * what the person entered as it is.
 */
export function AvailabilitySection({ me, onSignedOut }: { me: Me; onSignedOut: () => void }) {
  const saved = useLoad(() => staffApi.availability(), onSignedOut, []);
  const [draft, setDraft] = useState<AvailabilityDocument>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  // The first load fills the form; later it is the person's until saved.
  useEffect(() => {
    if (saved.data && !draft) setDraft({ weekly: saved.data.weekly, exceptions: saved.data.exceptions });
  }, [saved.data, draft]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setError(undefined);
    setNotice(undefined);
    const document = documentToSave(draft);
    if (typeof document === 'string') return setError(document);
    setBusy(true);
    try {
      const answer = await staffApi.saveAvailability(document);
      setDraft({ weekly: answer.weekly, exceptions: answer.exceptions });
      setNotice('Your availability is saved. Your manager sees it when planning shifts.');
    } catch (caught) {
      setError(sayError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="availability" title="Your availability">
      <p className="muted">
        Tell your manager when you can't work and when you'd like to. Times are the shop's ({me.shop.timezone}
        ).
      </p>
      {saved.error ? (
        <Failure error={saved.error} retry={() => void saved.reload()} />
      ) : !draft ? (
        <Loading what="your availability" />
      ) : (
        <form className="form" onSubmit={(event) => void save(event)} aria-label="Your availability">
          <Weekly draft={draft} weekStart={me.shop.week_start} onChange={setDraft} />
          <Exceptions draft={draft} onChange={setDraft} />
          <div role="status" className="live">
            {notice && <p className="notice notice-good">{notice}</p>}
          </div>
          {error && (
            <p className="notice notice-bad" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save availability'}
          </button>
        </form>
      )}
    </Section>
  );
}

type DraftProps = { draft: AvailabilityDocument; onChange: (next: AvailabilityDocument) => void };

function Weekly({ draft, weekStart, onChange }: DraftProps & { weekStart: Weekday }) {
  const set = (weekly: AvailabilityDocument['weekly']) => onChange({ ...draft, weekly });
  return (
    <div>
      <h3>Every week</h3>
      {weekdaysFrom(weekStart).map((weekday) => {
        const name = weekdayName(weekday);
        // Each range keeps its place in the whole list, which is what a change or removal edits.
        const ranges = draft.weekly
          .map((range, at) => ({ range, at }))
          .filter((r) => r.range.weekday === weekday);
        return (
          <fieldset key={weekday} className="card avail-day">
            <legend>{name}</legend>
            {ranges.length === 0 && <p className="muted">Available all day</p>}
            {ranges.map(({ range, at }, n) => (
              <RangeFields
                key={at}
                name={`${name}, range ${n + 1}`}
                range={range}
                onChange={(next) => set(draft.weekly.map((r, i) => (i === at ? { ...r, ...next } : r)))}
                onRemove={() => set(draft.weekly.filter((_, i) => i !== at))}
              />
            ))}
            <button
              type="button"
              className="button button-quiet button-small"
              onClick={() => set([...draft.weekly, { weekday, ...newRange() }])}
              aria-label={`Add a range on ${name}`}
            >
              Add a range
            </button>
          </fieldset>
        );
      })}
    </div>
  );
}

function Exceptions({ draft, onChange }: DraftProps) {
  const set = (exceptions: AvailabilityDocument['exceptions']) => onChange({ ...draft, exceptions });
  const change = (at: number, next: Partial<AvailabilityDocument['exceptions'][number]>) =>
    set(draft.exceptions.map((e, i) => (i === at ? { ...e, ...next } : e)));
  return (
    <div>
      <h3>Particular dates</h3>
      <p className="muted">A date's ranges replace its weekday's. A date with no ranges is free all day.</p>
      {draft.exceptions.map((exception, at) => {
        const name = exception.date ? dayName(exception.date) : `New date ${at + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a date being typed has no other identity.
          <fieldset key={at} className="card avail-day">
            <legend>{name}</legend>
            <label className="field">
              <span>Date</span>
              <input
                type="date"
                value={exception.date}
                onChange={(e) => change(at, { date: e.target.value })}
                required
              />
            </label>
            {exception.ranges.length === 0 && <p className="muted">Free all day</p>}
            {exception.ranges.map((range, n) => (
              <RangeFields
                // biome-ignore lint/suspicious/noArrayIndexKey: ranges are edited in place by position.
                key={n}
                name={`${name}, range ${n + 1}`}
                range={range}
                onChange={(next) =>
                  change(at, { ranges: exception.ranges.map((r, j) => (j === n ? { ...r, ...next } : r)) })
                }
                onRemove={() => change(at, { ranges: exception.ranges.filter((_, j) => j !== n) })}
              />
            ))}
            <div className="actions">
              <button
                type="button"
                className="button button-quiet button-small"
                onClick={() => change(at, { ranges: [...exception.ranges, newRange()] })}
                aria-label={`Add a range on ${name}`}
              >
                Add a range
              </button>
              <button
                type="button"
                className="button button-quiet button-small"
                onClick={() => set(draft.exceptions.filter((_, i) => i !== at))}
                aria-label={`Remove date ${name}`}
              >
                Remove date
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => set([...draft.exceptions, { date: '', ranges: [] }])}
      >
        Add a date
      </button>
    </div>
  );
}

function RangeFields({
  name,
  range,
  onChange,
  onRemove,
}: {
  name: string;
  range: DayRange;
  onChange: (next: Partial<DayRange>) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset aria-label={name} className="range">
      <label className="field">
        <span>From</span>
        <select value={range.start} onChange={(e) => onChange({ start: e.target.value })}>
          {timeChoices('start', range.start).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Until</span>
        <select value={range.end} onChange={(e) => onChange({ end: e.target.value })}>
          {timeChoices('end', range.end).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Kind</span>
        <select value={range.kind} onChange={(e) => onChange({ kind: e.target.value as RangeKind })}>
          {(Object.keys(KIND_WORDS) as RangeKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-quiet button-small range-remove"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
    </fieldset>
  );
}
