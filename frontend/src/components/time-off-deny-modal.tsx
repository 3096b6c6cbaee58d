import { Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { TimeOff } from '../api/types.js';
import { formatDays } from '../lib/time-off.js';
import { FormModal } from './form-modal.js';

/** Denies a request, with a reason for the staff member when the manager gives one. */
export function TimeOffDenyModal({
  timeOff,
  staffName,
  onClose,
  onDenied,
}: {
  timeOff: TimeOff;
  staffName: string;
  onClose: () => void;
  onDenied: () => void;
}) {
  const [reason, setReason] = useState('');

  const deny = () =>
    apiSend('POST', `/time-off/${timeOff.id}/deny`, reason.trim() ? { reason: reason.trim() } : {});

  return (
    <FormModal
      title={`Deny ${staffName}'s time off`}
      submit="Deny time off"
      destructive
      send={deny}
      failure="The time off was not denied"
      onSaved={onDenied}
      onClose={onClose}
    >
      <Text as="p">{formatDays(timeOff)}</Text>
      <TextField
        label="Reason (optional)"
        value={reason}
        onChange={setReason}
        multiline={2}
        autoComplete="off"
      />
    </FormModal>
  );
}
