import { Badge, Banner, BlockStack, Card, Checkbox, InlineStack, Link, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

/**
 * The staff app and its email (SPEC §15–16): whether this server can send email at all
 * (`email_enabled`, set by the operator's SMTP_URL, not by the shop), where staff sign in, and
 * whether they see their pay there (`staff_see_pay`, off by default: rates are private in many
 * shops, and showing them is the owner's call), and whether a manager approves the swaps, drops
 * and claims staff agree there (`shift_requests_need_approval`, on by default, SPEC §17).
 */
export function StaffAppCard() {
  const { shop, reloadShop } = useShop();
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);
  const staffAppUrl = `${window.location.origin}/staff`;

  const setSetting = (body: { staff_see_pay: boolean } | { shift_requests_need_approval: boolean }) => {
    setSaved(false);
    return run(async () => {
      await apiSend('PATCH', '/shop', body);
      await reloadShop();
      setSaved(true);
    });
  };

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Staff app and email
          </Text>
          <span data-testid="email-status">
            <Badge tone={shop.email_enabled ? 'success' : 'attention'}>
              {shop.email_enabled ? 'Email is on' : 'Email is off'}
            </Badge>
          </span>
        </InlineStack>
        <Text as="p" tone="subdued">
          Staff see their shifts, hours and time off on their phones at{' '}
          <Link url={staffAppUrl} target="_blank">
            {staffAppUrl}
          </Link>
          . They sign in with a link sent by email: send an invite from the Staff page.
        </Text>
        {!shop.email_enabled && (
          <Banner tone="warning" title="This server cannot send email">
            <p>
              Invites and sign-in links need an SMTP server. The operator sets one with SMTP_URL (and
              MAIL_FROM); see the README.
            </p>
          </Banner>
        )}
        <ErrorBanner error={error} title="The setting was not saved" />
        <Checkbox
          label="Staff see their pay and commissions in the staff app"
          helpText="Off: staff see their hours only. Hourly rates, pay and commission amounts never leave the server."
          checked={shop.staff_see_pay}
          disabled={busy}
          onChange={(value) => void setSetting({ staff_see_pay: value })}
        />
        <Checkbox
          label="A manager approves shift swaps, drops and claims"
          helpText="On: a request the colleague accepted waits on the Shift requests page. Off: it moves the shift at once."
          checked={shop.shift_requests_need_approval}
          disabled={busy}
          onChange={(value) => void setSetting({ shift_requests_need_approval: value })}
        />
        {saved && (
          <Text as="p" tone="success" variant="bodySm">
            Saved.
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}
