import { FormLayout, InlineGrid, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Staff, TimeEntry } from '../api/types.js';
import { localDate, localTime, toIso, zonedSpan } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

export type EntryDraft = { entry: TimeEntry } | { staff: string; date: string };

/** Add or correct worked time in the shop's local time; an empty end leaves the entry open. */
export function EntryModal({
  draft,
  staff,
  onClose,
  onSaved,
}: {
  draft: EntryDraft;
  staff: Staff[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { shop } = useShop();
  const tz = shop.timezone;
  const existing = 'entry' in draft ? draft.entry : undefined;
  const [staffId, setStaffId] = useState(existing?.staff_id ?? ('staff' in draft ? draft.staff : ''));
  const [date, setDate] = useState(
    existing ? localDate(Date.parse(existing.started_at), tz) : 'date' in draft ? draft.date : '',
  );
  const [start, setStart] = useState(existing ? localTime(Date.parse(existing.started_at), tz) : '09:00');
  const [end, setEnd] = useState(
    existing ? (existing.ended_at ? localTime(Date.parse(existing.ended_at), tz) : '') : '17:00',
  );
  const [breakMinutes, setBreakMinutes] = useState(String(existing?.break_minutes ?? 0));
  const [note, setNote] = useState(existing?.note ?? '');
  const { busy, error, run } = useAction();

  const runThenClose = async (action: () => Promise<unknown>) => {
    if (await run(action)) onSaved();
  };

  const save = () =>
    runThenClose(() => {
      const span = zonedSpan(date, start, end || null, tz);
      const body = {
        started_at: toIso(span.start),
        ended_at: span.end === null ? null : toIso(span.end),
        break_minutes: Number(breakMinutes) || 0,
        note: note.trim() || null,
      };
      return existing
        ? apiSend('PATCH', `/time-entries/${existing.id}`, body)
        : apiSend('POST', '/time-entries', { staff: staffId, ...body });
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={existing ? `Edit hours of ${existing.staff}` : 'Add hours'}
      primaryAction={{
        content: 'Save hours',
        onAction: save,
        loading: busy,
        disabled: !staffId || !date || !start,
      }}
      secondaryActions={[
        ...(existing
          ? [
              {
                content: 'Delete entry',
                destructive: true,
                onAction: () => runThenClose(() => apiSend('DELETE', `/time-entries/${existing.id}`)),
              },
            ]
          : []),
        { content: 'Cancel', onAction: onClose },
      ]}
    >
      <Modal.Section>
        <FormLayout>
          <ErrorBanner error={error} title="The hours were not saved" />
          {!existing && (
            <Select
              label="Staff member"
              options={[
                { label: 'Choose…', value: '' },
                ...staff.map((s) => ({ label: `${s.name} (${s.handle})`, value: s.id })),
              ]}
              value={staffId}
              onChange={setStaffId}
            />
          )}
          <InlineGrid columns={3} gap="300">
            <TextField label="Day" type="date" value={date} onChange={setDate} autoComplete="off" />
            <TextField label="Started" type="time" value={start} onChange={setStart} autoComplete="off" />
            <TextField
              label="Ended"
              type="time"
              value={end}
              onChange={setEnd}
              autoComplete="off"
              helpText="Empty while clocked in"
            />
          </InlineGrid>
          <InlineGrid columns={2} gap="300">
            <TextField
              label="Unpaid break (minutes)"
              type="number"
              min={0}
              value={breakMinutes}
              onChange={setBreakMinutes}
              autoComplete="off"
            />
            <TextField label="Note" value={note} onChange={setNote} autoComplete="off" />
          </InlineGrid>
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
