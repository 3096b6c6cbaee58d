import { Badge, BlockStack, Button, DataTable, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import type { WebhookDelivery } from '../api/types.js';
import { formatInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

const TONES = { succeeded: 'success', failed: 'critical', pending: 'attention' } as const;

/** An endpoint's delivery log: every attempt's status, duration and error, and a manual retry. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { shop } = useShop();
  const deliveries = useResource(
    () => apiGetAll<WebhookDelivery>(`/webhooks/${endpointId}/deliveries`),
    [endpointId],
  );
  const [error, setError] = useState<unknown>();

  const retry = async (delivery: WebhookDelivery) => {
    setError(undefined);
    try {
      await apiSend('POST', `/webhooks/${endpointId}/deliveries/${delivery.id}/retry`);
    } catch (caught) {
      setError(caught);
    }
    await deliveries.reload();
  };

  return (
    <BlockStack gap="200">
      <InlineStack align="space-between" blockAlign="center">
        <Text as="h3" variant="headingSm">
          Deliveries
        </Text>
        <Button size="slim" variant="plain" onClick={() => void deliveries.reload()}>
          Refresh
        </Button>
      </InlineStack>
      <ErrorBanner error={deliveries.error ?? error} onDismiss={() => setError(undefined)} />
      {deliveries.loading && !deliveries.data ? (
        <LoadingCard lines={2} />
      ) : deliveries.data?.length === 0 ? (
        <Text as="p" tone="subdued">
          No deliveries yet. They appear when a shift moves or a timesheet is approved.
        </Text>
      ) : deliveries.data ? (
        <DataTable
          columnContentTypes={['text', 'text', 'numeric', 'text', 'text', 'text']}
          headings={['Event', 'Status', 'Attempts', 'Last attempt', 'Next attempt', '']}
          rows={deliveries.data.map((d) => {
            const last = d.attempts.at(-1);
            return [
              d.event_type,
              <Badge key="s" tone={TONES[d.status]}>
                {d.status}
              </Badge>,
              d.attempts.length,
              last
                ? `${formatInstant(last.at, shop.timezone)} · ${last.status_code ?? last.error ?? '—'}${last.duration_ms === null ? '' : ` · ${last.duration_ms} ms`}`
                : '—',
              formatInstant(d.next_attempt_at, shop.timezone),
              <Button
                key="r"
                size="slim"
                onClick={() => retry(d)}
                accessibilityLabel={`Retry delivery ${d.id}`}
              >
                Retry
              </Button>,
            ];
          })}
        />
      ) : null}
    </BlockStack>
  );
}
