import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  ChoiceList,
  DataTable,
  Form,
  FormLayout,
  InlineGrid,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import { type ApiToken, type CreatedApiToken, SCOPES } from '../api/types.js';
import { SCOPE_LABELS } from '../lib/permission-labels.js';
import { formatInstant, toIso, zonedInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
import { useResource } from './use-resource.js';

/** API tokens for integrators: the secret is shown once, right after creation. */
export function TokensCard() {
  const { shop } = useShop();
  const tokens = useResource(() => apiGetAll<ApiToken>('/tokens'), []);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read_timesheets']);
  const [expires, setExpires] = useState('');
  const [created, setCreated] = useState<CreatedApiToken>();
  const { busy, error, run, clearError } = useAction();

  const act = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await tokens.reload();
    });

  const create = () =>
    act(async () => {
      const token = await apiSend<CreatedApiToken>('POST', '/tokens', {
        name: name.trim(),
        scopes,
        ...(expires && { expires_at: toIso(zonedInstant(expires, '00:00', shop.timezone)) }),
      });
      setCreated(token);
      setName('');
    });

  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          API tokens
        </Text>
        {created?.token && (
          <Banner
            tone="warning"
            title="Copy this token now: it is not shown again"
            onDismiss={() => setCreated(undefined)}
          >
            <p>
              <code data-testid="new-token">{created.token}</code>
            </p>
          </Banner>
        )}
        <ErrorBanner error={tokens.error ?? error} onDismiss={clearError} />
        <Form onSubmit={create}>
          <FormLayout>
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
              <TextField label="Token name" value={name} onChange={setName} autoComplete="off" />
              <TextField
                label="Expires on (optional)"
                type="date"
                value={expires}
                onChange={setExpires}
                autoComplete="off"
              />
            </InlineGrid>
            <ChoiceList
              allowMultiple
              title="Scopes"
              choices={SCOPES.map((s) => ({ label: SCOPE_LABELS[s], value: s, helpText: s }))}
              selected={scopes}
              onChange={setScopes}
            />
            <Button submit loading={busy} disabled={!name.trim() || scopes.length === 0}>
              Create token
            </Button>
          </FormLayout>
        </Form>
        {tokens.loading && !tokens.data ? (
          <LoadingCard lines={2} />
        ) : tokens.data && tokens.data.length > 0 ? (
          <DataTable
            columnContentTypes={['text', 'text', 'text', 'text', 'text']}
            headings={['Name', 'Scopes', 'Last used', 'Expires', '']}
            rows={tokens.data.map((t) => [
              t.name,
              <div key="scopes" style={{ whiteSpace: 'normal', maxWidth: 480 }}>
                {t.scopes.length === SCOPES.length
                  ? 'Everything'
                  : t.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}
              </div>,
              formatInstant(t.last_used_at, shop.timezone),
              formatInstant(t.expires_at, shop.timezone),
              t.revoked_at ? (
                <Badge key="r">{`Revoked ${formatInstant(t.revoked_at, shop.timezone)}`}</Badge>
              ) : (
                <Button
                  key="r"
                  size="slim"
                  tone="critical"
                  onClick={() => act(() => apiSend('DELETE', `/tokens/${t.id}`))}
                  accessibilityLabel={`Revoke ${t.name}`}
                >
                  Revoke
                </Button>
              ),
            ])}
          />
        ) : tokens.data ? (
          <Text as="p" tone="subdued">
            No API tokens.
          </Text>
        ) : null}
      </BlockStack>
    </Card>
  );
}
