import { Badge, BlockStack, Button, Card, DataTable, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, apiSend } from '../api/client.js';
import type { Timesheet } from '../api/types.js';
import { formatHours, formatMoney } from '../lib/format.js';
import { formatInstant } from '../lib/time.js';
import { StatusCardHeader } from './card-header.js';
import type { EntryDraft } from './entry-modal.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
import { useResource } from './use-resource.js';

/** One staff member's week: entries to correct, and approve or reopen with a reason. */
export function TimesheetDetail({
  id,
  name,
  version,
  onEdit,
  onChanged,
}: {
  id: string;
  /** The staff member's name; the timesheet itself carries the handle. */
  name: string | undefined;
  version: number;
  onEdit: (draft: EntryDraft) => void;
  onChanged: () => void;
}) {
  const { shop } = useShop();
  const sheet = useResource(() => apiGet<Timesheet>(`/timesheets/${id}`), [id, version]);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, run, clearError } = useAction();

  const act = async (action: () => Promise<unknown>) => {
    if (!(await run(action))) return;
    setReopening(false);
    setReason('');
    onChanged();
  };

  if (sheet.loading && !sheet.data) return <LoadingCard />;
  if (!sheet.data) return <ErrorBanner error={sheet.error} title="The timesheet could not be loaded" />;
  const t = sheet.data;
  const approved = t.status === 'approved';
  const who = name ?? t.staff;

  return (
    <Card>
      <BlockStack gap="400">
        <StatusCardHeader
          title={`Entries of ${who}`}
          done={approved}
          status={approved ? 'Approved' : 'Pending'}
        >
          {!approved && (
            <Button onClick={() => onEdit({ staff: t.staff_id, date: t.week_start })}>Add entry</Button>
          )}
          {approved ? (
            <Button onClick={() => setReopening(true)}>Reopen</Button>
          ) : (
            <Button
              variant="primary"
              loading={busy}
              onClick={() => act(() => apiSend('POST', `/timesheets/${id}/approve`))}
            >
              Approve
            </Button>
          )}
        </StatusCardHeader>
        <ErrorBanner error={error} onDismiss={clearError} />
        <DataTable
          columnContentTypes={['text', 'text', 'numeric', 'numeric', 'text', 'text']}
          headings={['Started', 'Ended', 'Break', 'Hours', 'Note', '']}
          rows={t.entries.map((entry) => [
            formatInstant(entry.started_at, shop.timezone),
            entry.ended_at ? (
              formatInstant(entry.ended_at, shop.timezone)
            ) : (
              <Badge key="open" tone="info">
                Clocked in
              </Badge>
            ),
            `${entry.break_minutes} min`,
            formatHours(entry.hours),
            entry.note ?? '',
            approved ? (
              ''
            ) : (
              <Button
                key="edit"
                size="slim"
                onClick={() => onEdit({ entry })}
                accessibilityLabel={`Edit entry ${entry.id}`}
              >
                Edit
              </Button>
            ),
          ])}
          totals={['', '', '', formatHours(t.hours), '', formatMoney(t.gross, shop.currency)]}
          showTotalsInFooter
        />
        <Text as="p" tone="subdued" variant="bodySm">
          {`Regular ${formatHours(t.regular_hours)} · overtime ${formatHours(t.overtime_hours)}${
            t.double_time_hours ? ` · double time ${formatHours(t.double_time_hours)}` : ''
          } · rate ${formatMoney(t.rate, shop.currency)}${approved ? ` (frozen at approval by ${t.approved_by ?? '—'})` : ''}`}
        </Text>
      </BlockStack>
      {reopening && (
        <Modal
          open
          title={`Reopen the timesheet of ${who}`}
          onClose={() => setReopening(false)}
          primaryAction={{
            content: 'Reopen',
            disabled: reason.trim() === '',
            loading: busy,
            onAction: () => act(() => apiSend('POST', `/timesheets/${id}/reopen`, { reason: reason.trim() })),
          }}
          secondaryActions={[{ content: 'Cancel', onAction: () => setReopening(false) }]}
        >
          <Modal.Section>
            <BlockStack gap="300">
              <ErrorBanner error={error} />
              <TextField
                label="Reason"
                value={reason}
                onChange={setReason}
                multiline={2}
                autoComplete="off"
                helpText="Written to the audit log."
              />
            </BlockStack>
          </Modal.Section>
        </Modal>
      )}
    </Card>
  );
}
