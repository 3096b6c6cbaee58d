import { Badge, type BadgeProps, Button, ButtonGroup, DataTable, Text } from '@shopify/polaris';
import type { Staff, TimeOff, TimeOffStatus } from '../api/types.js';
import { formatDays, kindLabel, STATUS_LABELS } from '../lib/time-off.js';

const STATUS_TONES: Record<TimeOffStatus, BadgeProps['tone']> = {
  requested: 'attention',
  approved: 'success',
  denied: undefined,
};

/** Time off by staff name, with Approve and Deny on the requests still waiting. */
export function TimeOffList({
  timeOff,
  staff,
  busyId,
  onApprove,
  onDeny,
}: {
  timeOff: TimeOff[];
  staff: Staff[];
  busyId: string | undefined;
  onApprove: (timeOff: TimeOff) => void;
  onDeny: (timeOff: TimeOff) => void;
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
          {t.status === 'denied' && t.reason ? (
            <Text as="p" tone="subdued" variant="bodySm">
              {`Denied: ${t.reason}`}
            </Text>
          ) : null}
        </div>,
        t.status === 'requested' ? (
          <ButtonGroup key="actions">
            <Button
              size="slim"
              variant="primary"
              loading={busyId === t.id}
              onClick={() => onApprove(t)}
              accessibilityLabel={`Approve time off of ${nameOf(t)}, ${formatDays(t)}`}
            >
              Approve
            </Button>
            <Button
              size="slim"
              disabled={busyId === t.id}
              onClick={() => onDeny(t)}
              accessibilityLabel={`Deny time off of ${nameOf(t)}, ${formatDays(t)}`}
            >
              Deny
            </Button>
          </ButtonGroup>
        ) : (
          ''
        ),
      ])}
    />
  );
}
