import { BlockStack, Text } from '@shopify/polaris';
import type { Staff } from '../api/types.js';

/** The staff member's own words for each kind they can turn off (SPEC §16). */
const PREFERENCE_WORDS: Record<keyof Staff['notifications'], string> = {
  schedule: 'Schedule',
  reminder: 'Reminders',
  time_off: 'Time off',
  pay: 'Pay',
};

/**
 * The Staff page's email cell: the address (or that there is none, so no email can reach them)
 * and which kinds of email the person turned off in the staff app or by a one-click unsubscribe.
 */
export function StaffEmailCell({ member }: { member: Staff }) {
  if (!member.email)
    return (
      <Text as="span" tone="subdued">
        No email
      </Text>
    );
  const off = (Object.keys(PREFERENCE_WORDS) as (keyof Staff['notifications'])[])
    .filter((kind) => !member.notifications[kind])
    .map((kind) => PREFERENCE_WORDS[kind]);
  return (
    <BlockStack gap="050">
      <span>{member.email}</span>
      <span data-testid={`email-prefs-${member.handle}`}>
        <Text as="span" tone="subdued" variant="bodySm">
          {off.length === 0 ? 'All emails on' : `Turned off: ${off.join(', ')}`}
        </Text>
      </span>
    </BlockStack>
  );
}
