import { InlineGrid, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { TimeEntry } from '../api/types.js';
import { toIso, zonedSpan } from '../lib/time.js';
import { FormModal } from './form-modal.js';
import {
  type BlankSpan,
  LocalSpanFields,
  type SpanModalProps,
  useLocalSpanFields,
} from './local-span-fields.js';

export type EntryDraft = { entry: TimeEntry } | BlankSpan;

/**
 * Add or correct worked time in the shop's local time; an empty end leaves the entry open. New
 * hours are offered for active staff only.
 */
export function EntryModal({ draft, staff, onClose, onSaved }: SpanModalProps<EntryDraft>) {
  const existing = 'entry' in draft ? draft.entry : undefined;
  const span = useLocalSpanFields(
    existing && { staffId: existing.staff_id, startsAt: existing.started_at, endsAt: existing.ended_at },
    'staff' in draft ? draft : undefined,
  );
  const [breakMinutes, setBreakMinutes] = useState(String(existing?.break_minutes ?? 0));
  const [note, setNote] = useState(existing?.note ?? '');

  const save = () => {
    const instants = zonedSpan(span.date, span.start, span.end || null, span.tz);
    const body = {
      started_at: toIso(instants.start),
      ended_at: instants.end === null ? null : toIso(instants.end),
      break_minutes: Number(breakMinutes) || 0,
      note: note.trim() || null,
    };
    return existing
      ? apiSend('PATCH', `/time-entries/${existing.id}`, body)
      : apiSend('POST', '/time-entries', { staff: span.staffId, ...body });
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
      canSubmit={Boolean(span.staffId && span.date && span.start)}
      destructiveAction={
        existing && {
          content: 'Delete entry',
          send: () => apiSend('DELETE', `/time-entries/${existing.id}`),
        }
      }
      failure="The hours were not saved"
      words={{
        names: new Map(staff.map((s) => [s.id, s.name])),
        labels: {
          staff: 'Staff member',
          started_at: 'Started',
          ended_at: 'Ended',
          break_minutes: 'Unpaid break',
          note: 'Note',
        },
        inline: ['started_at', 'ended_at'],
      }}
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
          value={span.staffId}
          onChange={span.setStaffId}
        />
      )}
      <LocalSpanFields span={span} startLabel="Started" endLabel="Ended" endHelp="Empty while clocked in" />
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
