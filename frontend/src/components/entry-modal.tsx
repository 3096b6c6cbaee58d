import { InlineGrid, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { TimeEntry } from '../api/types.js';
import { toIso, zonedSpan } from '../lib/time.js';
import { FormModal } from './form-modal.js';
import { type BlankSpan, type SpanModalProps, useLocalSpanFields } from './use-local-span-fields.js';

export type EntryDraft = { entry: TimeEntry } | BlankSpan;

/**
 * Add or correct worked time in the shop's local time; an empty end leaves the entry open. New
 * hours are offered for active staff only.
 */
export function EntryModal({ draft, staff, onClose, onSaved }: SpanModalProps<EntryDraft>) {
  const existing = 'entry' in draft ? draft.entry : undefined;
  const { tz, staffId, setStaffId, date, setDate, start, setStart, end, setEnd } = useLocalSpanFields(
    existing && { staffId: existing.staff_id, startsAt: existing.started_at, endsAt: existing.ended_at },
    'staff' in draft ? draft : undefined,
  );
  const [breakMinutes, setBreakMinutes] = useState(String(existing?.break_minutes ?? 0));
  const [note, setNote] = useState(existing?.note ?? '');

  const save = () => {
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
  };

  return (
    <FormModal
      title={
        existing
          ? `Edit hours of ${staff.find((s) => s.id === existing.staff_id)?.name ?? existing.staff}`
          : 'Add hours'
      }
      submit="Save hours"
      send={save}
      canSubmit={Boolean(staffId && date && start)}
      destructiveAction={
        existing && {
          content: 'Delete entry',
          send: () => apiSend('DELETE', `/time-entries/${existing.id}`),
        }
      }
      failure="The hours were not saved"
      onSaved={onSaved}
      onClose={onClose}
    >
      {!existing && (
        <Select
          label="Staff member"
          options={[
            { label: 'Choose…', value: '' },
            ...staff.filter((s) => s.active).map((s) => ({ label: `${s.name} (${s.handle})`, value: s.id })),
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
    </FormModal>
  );
}
