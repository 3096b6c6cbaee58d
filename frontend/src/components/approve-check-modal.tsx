import { BlockStack, Modal, Text } from '@shopify/polaris';
import { formatMoney } from '../lib/format.js';
import { addDays, formatDay, formatRange, weekHasEnded } from '../lib/time.js';
import { RouterLink } from './router.js';
import { useShop } from './shop-context.js';

/** What an approval would do, as the manager asked for it. */
export interface ApprovalAsk {
  /** The work week of the timesheets. */
  week: string;
  /** Who would be approved, by name. */
  names: string[];
  /** Of those, who has no hourly rate and worked hours: they would be paid $0.00. */
  withoutRate: string[];
  /** "Approve all" on a week not over: an ended week with pending timesheets, offered instead. */
  endedWeek?: { week: string; pending: number } | undefined;
}

/**
 * An approval needs a second look when its week has not ended (the clock then refuses that
 * week's clock-ins and clock-outs, SPEC §4 and §10) or when someone has no hourly rate. The API
 * approves either way; this is the admin asking first.
 */
export function needsApprovalCheck(ask: ApprovalAsk, timeZone: string): boolean {
  return !weekHasEnded(ask.week, timeZone) || ask.withoutRate.length > 0;
}

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const sheets = (n: number) => `${n} timesheet${n === 1 ? '' : 's'}`;

/**
 * Says what approving blocks and asks. On a week not over, the first offer is the ended week
 * (when "Approve all" found one); approving the open week anyway is the destructive choice.
 */
export function ApproveCheckModal({
  ask,
  busy,
  onApprove,
  onApproveEnded,
  onClose,
}: {
  ask: ApprovalAsk;
  busy: boolean;
  onApprove: () => void;
  onApproveEnded: () => void;
  onClose: () => void;
}) {
  const { shop } = useShop();
  const timeZone = shop.timezone;
  const open = !weekHasEnded(ask.week, timeZone);
  const range = formatRange(ask.week, addDays(ask.week, 6));
  const whose = ask.names.length === 1 ? `${ask.names[0]}'s` : 'their';
  const ended = open ? ask.endedWeek : undefined;
  const endedRange = ended && formatRange(ended.week, addDays(ended.week, 6));
  const approveThis = {
    content: open ? 'Approve this week anyway' : 'Approve anyway',
    destructive: open,
    loading: busy,
    onAction: onApprove,
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={open ? `${range} has not ended` : 'No hourly rate'}
      primaryAction={
        ended
          ? { content: `Approve ${endedRange} instead`, loading: busy, onAction: onApproveEnded }
          : open
            ? undefined
            : approveThis
      }
      secondaryActions={[...(open ? [approveThis] : []), { content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {open && (
            <Text as="p">
              <span data-testid="approve-open-week">
                {`The week ends ${formatDay(addDays(ask.week, 7))} at 00:00 (${timeZone}). Once approved, the time clock refuses ${whose} clock-ins, breaks and clock-outs for the rest of this week, at the kiosk and at POS, until a manager reopens the timesheet.`}
              </span>
            </Text>
          )}
          {ended && (
            <Text as="p">
              {`${endedRange} has ended and has ${sheets(ended.pending)} waiting: approving a week once it is over changes nothing for the clock.`}
            </Text>
          )}
          {ask.withoutRate.length > 0 && (
            <Text as="p">
              <span data-testid="approve-no-rate">
                {`${listOf(ask.withoutRate)} ${ask.withoutRate.length === 1 ? 'has' : 'have'} no hourly rate: approving freezes ${ask.withoutRate.length === 1 ? 'those hours' : 'their hours'} at ${formatMoney('0.00', shop.currency)}. `}
              </span>
              <RouterLink url="/staff">Set a rate on the Staff page</RouterLink> first, or reopen the
              timesheet later to pay it.
            </Text>
          )}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
