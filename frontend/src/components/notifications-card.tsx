import { Badge, BlockStack, Button, Card, DataTable, InlineStack, Text } from '@shopify/polaris';
import { apiGet } from '../api/client.js';
import type { ListPage, Notification } from '../api/types.js';
import { formatInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

const TONES = { sent: 'success', failed: 'critical', queued: 'attention' } as const;
const KINDS: Record<string, string> = {
  sign_in: 'Sign-in link',
  schedule: 'Schedule',
  reminder: 'Reminder',
  time_off: 'Time off',
  pay: 'Pay',
  manager: 'Manager',
};
/** How many of the latest emails the log shows; the API pages through the rest. */
const SHOWN = 25;

/**
 * The email delivery log (`GET /v1/notifications`, SPEC §16): each email's recipient, subject,
 * status, attempts and the SMTP server's last error, never its body or link.
 */
export function NotificationsCard() {
  const { shop } = useShop();
  const log = useResource(() => apiGet<ListPage<Notification>>('/notifications', { limit: SHOWN }), []);

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Email delivery log
          </Text>
          <Button size="slim" variant="plain" onClick={() => void log.reload()}>
            Refresh
          </Button>
        </InlineStack>
        <ErrorBanner error={log.error} title="The delivery log could not be loaded" />
        {log.loading && !log.data ? (
          <LoadingCard lines={2} />
        ) : log.data?.data.length === 0 ? (
          <Text as="p" tone="subdued">
            No emails yet. Invites and sign-in links appear here as they are sent.
          </Text>
        ) : log.data ? (
          <DataTable
            columnContentTypes={['text', 'text', 'text', 'text', 'numeric', 'text']}
            headings={['Created', 'Kind', 'To', 'Status', 'Attempts', 'Last error']}
            rows={log.data.data.map((email) => [
              formatInstant(email.created_at, shop.timezone),
              KINDS[email.kind] ?? email.kind,
              email.recipient,
              <Badge key="s" tone={TONES[email.status]}>
                {email.status}
              </Badge>,
              email.attempts,
              email.last_error ?? '—',
            ])}
          />
        ) : null}
      </BlockStack>
    </Card>
  );
}
