import { Badge, type BadgeProps, BlockStack, Button, ButtonGroup, DataTable, Text } from '@shopify/polaris';
import type { Staff, TimeOff, TimeOffStatus } from '../api/types.js';
import { formatDays, kindLabel, STATUS_LABELS } from '../lib/time-off.js';

const STATUS_TONES: Record<TimeOffStatus, BadgeProps['tone']> = {
  requested: 'attention',
  approved: 'success',
  denied: undefined,
  cancelled: undefined,
};

/** Time off by staff name, with Approve and Deny on the requests still waiting. */
export function TimeOffList({
  timeOff,
  staff,
  busyId,
  onApprove,
  onDeny,
  onReassign,
}: {
  timeOff: TimeOff[];
  staff: Staff[];
  busyId: string | undefined;
  onApprove: (timeOff: TimeOff) => void;
  onDeny: (timeOff: TimeOff) => void;
  onReassign: (timeOff: TimeOff) => void;
}) {
  const nameOf = (t: TimeOff) => staff.find((s) => s.id === t.staff_id)?.name ?? t.staff;
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'text', 'text', 'text', 'text']}
      headings={['Staff', 'Days', 'Kind', 'Status', 'Note', '']}
      verticalAlign="middle"
      rows={timeOff.map((t) => [
        <Text key="who" as="span" fontWeight="semibold">
          {nameOf(t)}
        </Text>,
        formatDays(t),
        kindLabel(t.kind),
        <Badge key="status" tone={STATUS_TONES[t.status]}>
          {STATUS_LABELS[t.status]}
        </Badge>,
        <div key="note" style={{ whiteSpace: 'normal', maxWidth: 280 }}>
          {t.note}
          {t.decision_reason ? (
            <Text as="p" tone="subdued" variant="bodySm">
              {`${STATUS_LABELS[t.status]}: ${t.decision_reason}`}
            </Text>
          ) : null}
        </div>,
        <TimeOffActions
          key="actions"
          timeOff={t}
          name={nameOf(t)}
          busy={busyId === t.id}
          onApprove={onApprove}
          onDeny={onDeny}
          onReassign={onReassign}
        />,
      ])}
    />
  );
}

/** Approve and Deny while requested; once approved, the shifts still on those days to reassign. */
function TimeOffActions({
  timeOff,
  name,
  busy,
  onApprove,
  onDeny,
  onReassign,
}: {
  timeOff: TimeOff;
  name: string;
  busy: boolean;
  onApprove: (timeOff: TimeOff) => void;
  onDeny: (timeOff: TimeOff) => void;
  onReassign: (timeOff: TimeOff) => void;
}) {
  const shifts = timeOff.conflicting_shifts.length;
  const count = `${shifts} shift${shifts === 1 ? '' : 's'}`;
  if (timeOff.status === 'approved') {
    return shifts === 0 ? null : (
      <Button size="slim" tone="critical" variant="plain" onClick={() => onReassign(timeOff)}>
        {`Reassign ${count}`}
      </Button>
    );
  }
  if (timeOff.status !== 'requested') return null;
  const label = `time off of ${name}, ${formatDays(timeOff)}`;
  return (
    <BlockStack gap="100">
      <ButtonGroup>
        <Button
          size="slim"
          variant="primary"
          loading={busy}
          onClick={() => onApprove(timeOff)}
          accessibilityLabel={`Approve ${label}`}
        >
          Approve
        </Button>
        <Button
          size="slim"
          disabled={busy}
          onClick={() => onDeny(timeOff)}
          accessibilityLabel={`Deny ${label}`}
        >
          Deny
        </Button>
      </ButtonGroup>
      {shifts > 0 && (
        <Text as="span" variant="bodySm" tone="subdued">
          {`${count} on these days`}
        </Text>
      )}
    </BlockStack>
  );
}
