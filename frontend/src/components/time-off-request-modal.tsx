import { InlineGrid, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Staff, TimeOffKind } from '../api/types.js';
import { TIME_OFF_KINDS } from '../lib/time-off.js';
import { FormModal } from './form-modal.js';

/** Asks for whole local days off for a staff member; the request waits for approval. */
export function TimeOffRequestModal({
  staff,
  firstDay,
  onClose,
  onSaved,
}: {
  staff: Staff[];
  firstDay: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [staffId, setStaffId] = useState('');
  const [startsOn, setStartsOn] = useState(firstDay);
  const [endsOn, setEndsOn] = useState(firstDay);
  const [kind, setKind] = useState<TimeOffKind>('vacation');
  const [note, setNote] = useState('');

  const save = () =>
    apiSend('POST', '/time-off', {
      staff: staffId,
      starts_on: startsOn,
      ends_on: endsOn,
      kind,
      ...(note.trim() ? { note: note.trim() } : {}),
    });

  return (
    <FormModal
      title="Request time off"
      submit="Request time off"
      send={save}
      canSubmit={Boolean(staffId && startsOn && endsOn)}
      failure="The time off was not requested"
      onSaved={onSaved}
      onClose={onClose}
    >
      <Select
        label="Staff member"
        options={[{ label: 'Choose…', value: '' }, ...staff.map((s) => ({ label: s.name, value: s.id }))]}
        value={staffId}
        onChange={setStaffId}
      />
      <InlineGrid columns={3} gap="300">
        <TextField
          label="First day off"
          type="date"
          value={startsOn}
          onChange={(value) => {
            setStartsOn(value);
            if (endsOn < value) setEndsOn(value);
          }}
          autoComplete="off"
        />
        <TextField
          label="Last day off"
          type="date"
          value={endsOn}
          min={startsOn}
          onChange={setEndsOn}
          autoComplete="off"
        />
        <Select
          label="Kind"
          options={TIME_OFF_KINDS}
          value={kind}
          onChange={(value) => setKind(value as TimeOffKind)}
        />
      </InlineGrid>
      <TextField label="Note" value={note} onChange={setNote} multiline={2} autoComplete="off" />
    </FormModal>
  );
}
