import { Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { ShiftRequest } from '../api/types.js';
import { REQUEST_KIND_LABELS } from '../lib/shift-requests.js';
import { FormModal } from './form-modal.js';

/** Denies an accepted claim, swap or drop, with a reason for the requester when one is given. */
export function ShiftRequestDenyModal({
  request,
  summary,
  onClose,
  onDenied,
}: {
  request: ShiftRequest;
  /** The shift and the parties, in words: what is being denied. */
  summary: string;
  onClose: () => void;
  onDenied: () => void;
}) {
  const [reason, setReason] = useState('');

  const deny = () =>
    apiSend('POST', `/shift-requests/${request.id}/deny`, reason.trim() ? { reason: reason.trim() } : {});

  return (
    <FormModal
      title={`Deny ${REQUEST_KIND_LABELS[request.kind].toLowerCase()} request`}
      submit="Deny request"
      destructive
      send={deny}
      failure="The request was not denied"
      words={{ labels: { reason: 'Reason' } }}
      onSaved={onDenied}
      onClose={onClose}
    >
      <Text as="p">{summary}</Text>
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
