import {
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  ButtonGroup,
  Card,
  ChoiceList,
  Divider,
  Form,
  FormLayout,
  InlineGrid,
  InlineStack,
  Text,
  TextField,
} from '@shopify/polaris';
import { Fragment, useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import { describeDisabledReason } from '../api/disabled-reasons.js';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint } from '../api/types.js';
import { EVENT_LABELS, eventLabel } from '../lib/permission-labels.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
import { useResource } from './use-resource.js';
import { WebhookDeliveries } from './webhook-deliveries.js';

/** The API's fields as the form labels them, for the words of a refusal. */
const ENDPOINT_LABELS = { url: 'Endpoint URL', events: 'Events', description: 'Description' };

/**
 * Webhook endpoints (SPEC §7). "Send test event" asks the API for a signed `webhook.test` to that
 * endpoint alone (decision 0035) and opens its deliveries, where the attempt shows up.
 */
export function WebhooksCard() {
  const { reloadShop } = useShop();
  const endpoints = useResource(() => apiGetAll<WebhookEndpoint>('/webhooks'), []);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState<string>();
  const [open, setOpen] = useState<string>();
  const [sent, setSent] = useState<{ url: string; delivery: string }>();
  // Remounts the open delivery log after a test event, so it reads the new delivery.
  const [sends, setSends] = useState(0);
  const { busy, error, run, clearError } = useAction();

  // The banner's title says which action failed: adding differs from the buttons of an endpoint.
  const [failure, setFailure] = useState('The endpoint was not changed');
  const act = (action: () => Promise<unknown>, failed = 'The endpoint was not changed') =>
    run(async () => {
      setFailure(failed);
      await action();
      await endpoints.reload();
      await reloadShop();
    });

  const create = () =>
    act(async () => {
      const endpoint = await apiSend<WebhookEndpoint>('POST', '/webhooks', {
        url: url.trim(),
        events,
        ...(description.trim() && { description: description.trim() }),
      });
      setSecret(endpoint.secret);
      setOpen(endpoint.id);
      setUrl('');
      setDescription('');
    }, 'The endpoint was not added');

  const sendTest = (endpoint: WebhookEndpoint) =>
    run(async () => {
      setFailure('The test event was not sent');
      setSent(undefined);
      const delivery = await apiSend<WebhookDelivery>('POST', `/webhooks/${endpoint.id}/test`);
      setSent({ url: endpoint.url, delivery: delivery.id });
      setOpen(endpoint.id);
      setSends((count) => count + 1);
    });

  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">
            Webhook endpoints
          </Text>
          <Text as="p" tone="subdued" variant="bodySm">
            Your other systems hear about changes here. Each event is signed, so the receiver can tell it came
            from Shiftbook. To see a delivery, send a test event, move a shift, publish a week or approve a
            timesheet.
          </Text>
        </BlockStack>
        {secret && (
          <Banner tone="warning" title="Signing secret: shown once" onDismiss={() => setSecret(undefined)}>
            <p>
              <code data-testid="webhook-secret">{secret}</code>
            </p>
          </Banner>
        )}
        {sent && (
          <Banner tone="success" title="Test event sent" onDismiss={() => setSent(undefined)}>
            <p>
              A signed <code>webhook.test</code> event is on its way to {sent.url}. Its delivery (
              <code>{sent.delivery}</code>) shows below with each attempt.
            </p>
          </Banner>
        )}
        <ErrorBanner
          error={endpoints.error ?? error}
          title={endpoints.error ? 'The endpoints could not be loaded' : failure}
          words={{ labels: ENDPOINT_LABELS }}
          onDismiss={clearError}
        />
        <Form onSubmit={create}>
          <FormLayout>
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
              <TextField
                label="Endpoint URL"
                value={url}
                onChange={setUrl}
                autoComplete="off"
                placeholder="https://…"
              />
              <TextField
                label="Description"
                value={description}
                onChange={setDescription}
                autoComplete="off"
              />
            </InlineGrid>
            <ChoiceList
              allowMultiple
              title="Events"
              choices={WEBHOOK_EVENTS.map((e) => ({ label: EVENT_LABELS[e], value: e, helpText: e }))}
              selected={events}
              onChange={setEvents}
            />
            <Button submit loading={busy} disabled={!url.trim() || events.length === 0}>
              Add endpoint
            </Button>
          </FormLayout>
        </Form>
        {endpoints.loading && !endpoints.data ? (
          <LoadingCard lines={2} />
        ) : endpoints.data?.length === 0 ? (
          <Text as="p" tone="subdued">
            No endpoints yet.
          </Text>
        ) : (
          endpoints.data?.map((endpoint) => (
            <Fragment key={endpoint.id}>
              <Divider />
              <BlockStack gap="200">
                <InlineStack align="space-between" blockAlign="center" gap="200">
                  <BlockStack gap="050">
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="span" fontWeight="semibold" breakWord>
                        {endpoint.url}
                      </Text>
                      <Badge tone={endpoint.enabled ? 'success' : 'critical'}>
                        {endpoint.enabled ? 'Enabled' : 'Disabled'}
                      </Badge>
                    </InlineStack>
                    <Text as="span" tone="subdued" variant="bodySm">
                      {endpoint.events.map(eventLabel).join(', ')}
                      {endpoint.disabled_reason
                        ? ` · ${describeDisabledReason(endpoint.disabled_reason)}`
                        : ''}
                    </Text>
                  </BlockStack>
                  <ButtonGroup>
                    <Button
                      size="slim"
                      pressed={open === endpoint.id}
                      onClick={() => setOpen(open === endpoint.id ? undefined : endpoint.id)}
                    >
                      Deliveries
                    </Button>
                    <Button
                      size="slim"
                      disabled={!endpoint.enabled || busy}
                      onClick={() => void sendTest(endpoint)}
                      accessibilityLabel={`Send test event to ${endpoint.url}`}
                    >
                      Send test event
                    </Button>
                    <Button
                      size="slim"
                      onClick={() =>
                        act(() =>
                          apiSend('PATCH', `/webhooks/${endpoint.id}`, { enabled: !endpoint.enabled }),
                        )
                      }
                    >
                      {endpoint.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      size="slim"
                      tone="critical"
                      onClick={() => act(() => apiSend('DELETE', `/webhooks/${endpoint.id}`))}
                      accessibilityLabel={`Delete endpoint ${endpoint.url}`}
                    >
                      Delete
                    </Button>
                  </ButtonGroup>
                </InlineStack>
                {open === endpoint.id && (
                  <Box paddingInlineStart="400">
                    <WebhookDeliveries key={sends} endpointId={endpoint.id} />
                  </Box>
                )}
              </BlockStack>
            </Fragment>
          ))
        )}
      </BlockStack>
    </Card>
  );
}
