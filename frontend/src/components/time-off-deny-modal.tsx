import { FormLayout, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { TimeOff } from '../api/types.js';
import { formatDays } from '../lib/time-off.js';
import { ErrorBanner } from './error-banner.js';
import { useAction } from './use-action.js';

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
  const { busy, error, run } = useAction();

  const deny = async () => {
    const body = reason.trim() ? { reason: reason.trim() } : {};
    if (await run(() => apiSend('POST', `/time-off/${timeOff.id}/deny`, body))) onDenied();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Deny ${staffName}'s time off`}
      primaryAction={{ content: 'Deny time off', destructive: true, onAction: deny, loading: busy }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <FormLayout>
          <ErrorBanner error={error} title="The time off was not denied" />
          <Text as="p">{formatDays(timeOff)}</Text>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={setReason}
            multiline={2}
            autoComplete="off"
          />
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
