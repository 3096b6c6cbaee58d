import { InlineGrid, TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { Staff } from '../api/types.js';
import { localDate, localTime } from '../lib/time.js';
import { useFieldError } from './form-problem.js';
import { useShop } from './shop-context.js';

/** A new shift or entry starts from the cell clicked: whose row, which local day. */
export interface BlankSpan {
  staff: string;
  date: string;
}

/** What the shift and the hours modals are given: a saved span or a blank one, and the roster. */
export interface SpanModalProps<Draft> {
  draft: Draft;
  /** The roster, inactive staff included (their spans are named). */
  staff: Staff[];
  onClose: () => void;
  onSaved: () => void;
}

/** A saved shift or entry, as the form edits it: an entry still open has no end. */
export interface SavedSpan {
  staffId: string;
  startsAt: string;
  endsAt: string | null;
}

/**
 * Who, which local day, and from when to when: the fields the shift and the hours forms share,
 * in the shop's zone (`tz`, returned too). A saved span shows its own times (an open end shows empty); a blank one
 * the clicked cell and a 09:00–17:00 day.
 */
export function useLocalSpanFields(saved: SavedSpan | undefined, blank: BlankSpan | undefined) {
  const tz = useShop().shop.timezone;
  const [staffId, setStaffId] = useState(saved?.staffId ?? blank?.staff ?? '');
  const [date, setDate] = useState(saved ? localDate(Date.parse(saved.startsAt), tz) : (blank?.date ?? ''));
  const [start, setStart] = useState(saved ? localTime(Date.parse(saved.startsAt), tz) : '09:00');
  const [end, setEnd] = useState(
    saved ? (saved.endsAt ? localTime(Date.parse(saved.endsAt), tz) : '') : '17:00',
  );
  return { tz, staffId, setStaffId, date, setDate, start, setStart, end, setEnd };
}

export type LocalSpan = ReturnType<typeof useLocalSpanFields>;

/** The day, start and end fields of a span, side by side; an entry's end may stay empty. */
export function LocalSpanFields({
  span,
  startLabel,
  endLabel,
  endHelp,
}: {
  span: LocalSpan;
  startLabel: string;
  endLabel: string;
  endHelp?: string;
}) {
  // A shift's fields or an entry's: whichever the form's refusal names, shown on the field.
  const [shiftStart, entryStart] = [useFieldError('starts_at'), useFieldError('started_at')];
  const [shiftEnd, entryEnd] = [useFieldError('ends_at'), useFieldError('ended_at')];
  const startError = shiftStart ?? entryStart;
  const endError = shiftEnd ?? entryEnd;
  return (
    <InlineGrid columns={3} gap="300">
      <TextField label="Day" type="date" value={span.date} onChange={span.setDate} autoComplete="off" />
      <TextField
        label={startLabel}
        type="time"
        value={span.start}
        onChange={span.setStart}
        autoComplete="off"
        error={startError}
      />
      <TextField
        label={endLabel}
        type="time"
        value={span.end}
        onChange={span.setEnd}
        autoComplete="off"
        helpText={endHelp}
        error={endError}
      />
    </InlineGrid>
  );
}
