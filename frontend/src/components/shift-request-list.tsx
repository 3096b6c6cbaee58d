import { Badge, type BadgeProps, BlockStack, Button, ButtonGroup, DataTable, Text } from '@shopify/polaris';
import type { Shift, ShiftRequest, ShiftRequestStatus } from '../api/types.js';
import {
  describeParties,
  describeShiftTime,
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
} from '../lib/shift-requests.js';
import { formatInstant } from '../lib/time.js';

const STATUS_TONES: Record<ShiftRequestStatus, BadgeProps['tone']> = {
  pending: 'info',
  accepted: 'attention',
  approved: 'success',
  declined: undefined,
  denied: undefined,
  cancelled: undefined,
  expired: undefined,
};

/** Claims, swaps and drops, with Approve and Deny on those awaiting a manager (SPEC §17). */
export function ShiftRequestList({
  requests,
  shifts,
  nameOf,
  timeZone,
  busyId,
  onApprove,
  onDeny,
}: {
  requests: ShiftRequest[];
  /** The requests' shifts by id; a shift not found shows as deleted. */
  shifts: ReadonlyMap<string, Shift>;
  nameOf: (id: string | null, handle: string | null) => string;
  timeZone: string;
  busyId: string | undefined;
  onApprove: (request: ShiftRequest) => void;
  onDeny: (request: ShiftRequest) => void;
}) {
  const shiftWords = (request: ShiftRequest) => {
    const shift = shifts.get(request.shift);
    return shift ? describeShiftTime(shift, timeZone) : 'Shift deleted';
  };
  return (
    <DataTable
      columnContentTypes={['text', 'text', 'text', 'text', 'text', 'text', 'text']}
      headings={['Kind', 'Shift', 'From → to', 'Note', 'Created', 'Status', '']}
      verticalAlign="middle"
      rows={requests.map((request) => {
        const label = `${REQUEST_KIND_LABELS[request.kind].toLowerCase()} of ${shiftWords(request)}, ${describeParties(request, nameOf)}`;
        return [
          <Text key="kind" as="span" fontWeight="semibold">
            {REQUEST_KIND_LABELS[request.kind]}
          </Text>,
          <span key="shift" style={{ whiteSpace: 'normal' }}>
            {shiftWords(request)}
            {shifts.get(request.shift)?.role ? ` · ${shifts.get(request.shift)?.role}` : ''}
          </span>,
          describeParties(request, nameOf),
          <div key="note" style={{ whiteSpace: 'normal', maxWidth: 240 }}>
            {request.note}
            {request.reason ? (
              <Text as="p" tone="subdued" variant="bodySm">
                {`${REQUEST_STATUS_LABELS[request.status]}: ${request.reason}`}
              </Text>
            ) : null}
          </div>,
          formatInstant(request.created_at, timeZone),
          <Badge key="status" tone={STATUS_TONES[request.status]}>
            {REQUEST_STATUS_LABELS[request.status]}
          </Badge>,
          request.status === 'accepted' ? (
            <BlockStack key="actions" gap="100">
              <ButtonGroup>
                <Button
                  size="slim"
                  variant="primary"
                  loading={busyId === request.id}
                  onClick={() => onApprove(request)}
                  accessibilityLabel={`Approve ${label}`}
                >
                  Approve
                </Button>
                <Button
                  size="slim"
                  disabled={busyId === request.id}
                  onClick={() => onDeny(request)}
                  accessibilityLabel={`Deny ${label}`}
                >
                  Deny
                </Button>
              </ButtonGroup>
            </BlockStack>
          ) : null,
        ];
      })}
    />
  );
}
