import {
  Badge,
  BlockStack,
  Button,
  Card,
  DataTable,
  InlineGrid,
  InlineStack,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, apiGetAll, apiSend, type Query } from '../api/client.js';
import type { ListPage, Notification, Staff } from '../api/types.js';
import { formatInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
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
const STATUSES: Record<string, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
/** How many of the latest emails the log shows; the API pages through the rest. */
const SHOWN = 25;

interface Filters {
  kind: string;
  status: string;
  staff: string;
  recipient: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { kind: '', status: '', staff: '', recipient: '', from: '', to: '' };

/** The filters as `GET /v1/notifications` takes them; empty ones are left out. */
function queryOf(filters: Filters): Query {
  const query: Query = { limit: SHOWN };
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query[name] = value.trim();
  return query;
}

const any = (label: string) => [{ label, value: '' }];

/**
 * The email delivery log (`GET /v1/notifications`, SPEC §16): each email's recipient, subject,
 * status, attempts and the SMTP server's last error, never its body or link; filtered by kind,
 * status, staff member, recipient and days, and "Send again" for a failed one (decision 59).
 */
export function NotificationsCard() {
  const { shop } = useShop();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const log = useResource(
    () => apiGet<ListPage<Notification>>('/notifications', queryOf(filters)),
    [filters],
  );
  const staff = useResource(() => apiGetAll<Staff>('/staff'), []);
  const retry = useAction();
  const [retrying, setRetrying] = useState<string>();
  const [retried, setRetried] = useState<string>();
  const set = (name: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [name]: value }));

  const sendAgain = async (email: Notification) => {
    setRetrying(email.id);
    setRetried(undefined);
    const ok = await retry.run(() => apiSend('POST', `/notifications/${email.id}/retry`, {}));
    setRetrying(undefined);
    if (ok) {
      setRetried(`The email to ${email.recipient} is queued to be sent again.`);
      await log.reload();
    }
  };

  return (
    <Card>
      <div data-testid="delivery-log">
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingMd">
              Email delivery log
            </Text>
            <Button size="slim" variant="plain" onClick={() => void log.reload()}>
              Refresh
            </Button>
          </InlineStack>
          <InlineGrid columns={{ xs: 2, md: 3 }} gap="200">
            <Select
              label="Kind"
              options={[
                ...any('Any kind'),
                ...Object.entries(KINDS).map(([value, label]) => ({ label, value })),
              ]}
              value={filters.kind}
              onChange={set('kind')}
            />
            <Select
              label="Status"
              options={[
                ...any('Any status'),
                ...Object.entries(STATUSES).map(([value, label]) => ({ label, value })),
              ]}
              value={filters.status}
              onChange={set('status')}
            />
            <Select
              label="Staff member"
              options={[
                ...any('Anyone'),
                ...(staff.data ?? []).map((member) => ({ label: member.name, value: member.handle })),
              ]}
              value={filters.staff}
              onChange={set('staff')}
            />
            <TextField
              label="Recipient"
              type="email"
              autoComplete="off"
              value={filters.recipient}
              onChange={set('recipient')}
            />
            <TextField
              label="From"
              type="date"
              autoComplete="off"
              value={filters.from}
              onChange={set('from')}
            />
            <TextField label="To" type="date" autoComplete="off" value={filters.to} onChange={set('to')} />
          </InlineGrid>
          <ErrorBanner error={log.error} title="The delivery log could not be loaded" />
          <ErrorBanner error={retry.error} title="The email was not queued again" />
          {retried && (
            <Text as="p" tone="success" variant="bodySm">
              {retried}
            </Text>
          )}
          {log.loading && !log.data ? (
            <LoadingCard lines={2} />
          ) : log.data?.data.length === 0 ? (
            <Text as="p" tone="subdued">
              {JSON.stringify(filters) === JSON.stringify(NO_FILTERS)
                ? 'No emails yet. Invites and sign-in links appear here as they are sent.'
                : 'No email matches these filters.'}
            </Text>
          ) : log.data ? (
            <DataTable
              columnContentTypes={['text', 'text', 'text', 'text', 'text', 'numeric', 'text', 'text']}
              headings={['Created', 'Kind', 'To', 'Subject', 'Status', 'Attempts', 'Last error', '']}
              rows={log.data.data.map((email) => [
                formatInstant(email.created_at, shop.timezone),
                KINDS[email.kind] ?? email.kind,
                email.recipient,
                email.subject,
                <Badge key="s" tone={TONES[email.status]}>
                  {email.status}
                </Badge>,
                email.attempts,
                email.last_error ?? '—',
                email.status === 'failed' ? (
                  <Button
                    key="r"
                    size="slim"
                    loading={retrying === email.id}
                    onClick={() => void sendAgain(email)}
                    accessibilityLabel={`Send again to ${email.recipient}`}
                  >
                    Send again
                  </Button>
                ) : (
                  ''
                ),
              ])}
            />
          ) : null}
        </BlockStack>
      </div>
    </Card>
  );
}
