import { FormLayout, InlineGrid, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Staff, TimeOffKind } from '../api/types.js';
import { TIME_OFF_KINDS } from '../lib/time-off.js';
import { ErrorBanner } from './error-banner.js';
import { useAction } from './use-action.js';

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
  const { busy, error, run } = useAction();

  const save = async () => {
    const saved = await run(() =>
      apiSend('POST', '/time-off', {
        staff: staffId,
        starts_on: startsOn,
        ends_on: endsOn,
        kind,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    );
    if (saved) onSaved();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Request time off"
      primaryAction={{
        content: 'Request time off',
        onAction: save,
        loading: busy,
        disabled: !staffId || !startsOn || !endsOn,
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          <ErrorBanner error={error} title="The time off was not requested" />
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
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
