import {
  Badge,
  BlockStack,
  Button,
  Card,
  DataTable,
  InlineStack,
  Modal,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, apiSend } from '../api/client.js';
import type { Timesheet } from '../api/types.js';
import { describeApprover } from '../lib/approver.js';
import { formatHours, formatMoney } from '../lib/format.js';
import { formatInstant } from '../lib/time.js';
import { type ApprovalAsk, ApproveCheckModal, needsApprovalCheck } from './approve-check-modal.js';
import { StatusCardHeader } from './card-header.js';
import type { EntryDraft } from './entry-modal.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { NoRateBadge } from './no-rate-badge.js';
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
  onApproved,
}: {
  id: string;
  /** The staff member's name; the timesheet itself carries the handle. */
  name: string | undefined;
  version: number;
  onEdit: (draft: EntryDraft) => void;
  onChanged: () => void;
  /** Says it was done (a toast), with the staff member's name. */
  onApproved: (message: string) => void;
}) {
  const { shop } = useShop();
  const sheet = useResource(async () => {
    const timesheet = await apiGet<Timesheet>(`/timesheets/${id}`);
    const approver = timesheet.status === 'approved' ? await describeApprover(timesheet.approved_by) : '';
    return { ...timesheet, approver };
  }, [id, version]);
  const [asking, setAsking] = useState<ApprovalAsk>();
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, run, clearError } = useAction();

  const act = async (action: () => Promise<unknown>) => {
    if (!(await run(action))) return false;
    setReopening(false);
    setReason('');
    onChanged();
    return true;
  };

  if (sheet.loading && !sheet.data) return <LoadingCard />;
  if (!sheet.data) return <ErrorBanner error={sheet.error} title="The timesheet could not be loaded" />;
  const t = sheet.data;
  const approved = t.status === 'approved';
  const who = name ?? t.staff;
  const approve = async () => {
    setAsking(undefined);
    if (await act(() => apiSend('POST', `/timesheets/${id}/approve`)))
      onApproved(`Approved the timesheet of ${who}`);
  };
  const askFirst = () => {
    const ask = {
      week: t.week_start,
      names: [who],
      withoutRate: t.rate === null && t.hours > 0 ? [who] : [],
    };
    if (needsApprovalCheck(ask, shop.timezone)) setAsking(ask);
    else void approve();
  };

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
            <Button variant="primary" loading={busy} onClick={askFirst}>
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
        <InlineStack gap="200" blockAlign="center">
          <Text as="p" tone="subdued" variant="bodySm">
            <span data-testid="timesheet-footer">
              {`Regular ${formatHours(t.regular_hours)} · overtime ${formatHours(t.overtime_hours)}${
                t.double_time_hours ? ` · double time ${formatHours(t.double_time_hours)}` : ''
              } · rate ${t.rate === null ? 'none' : formatMoney(t.rate, shop.currency)}${
                approved ? ` (frozen at approval by ${t.approver})` : ''
              }`}
            </span>
          </Text>
          {t.rate === null && <NoRateBadge />}
        </InlineStack>
      </BlockStack>
      {asking && (
        <ApproveCheckModal
          ask={asking}
          busy={busy}
          onApprove={() => void approve()}
          onApproveEnded={() => {}}
          onClose={() => setAsking(undefined)}
        />
      )}
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
