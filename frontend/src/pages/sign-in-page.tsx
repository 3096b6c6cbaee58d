import { Banner, BlockStack, Button, Card, Form, FormLayout, Page, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { describeError } from '../api/api-error.js';
import { tryToken } from '../api/client.js';
import { storeToken } from '../api/session.js';
import type { Shop } from '../api/types.js';
import { useAction } from '../components/use-action.js';

/**
 * Outside Shopify the manager signs in with an API token, made by whoever runs the server (the
 * README's `token:create`): the page speaks to the manager, not the operator. The token is
 * checked against GET /v1/shop before it is kept in sessionStorage.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: (shop: Shop) => void }) {
  const [token, setToken] = useState('');
  const { busy, error, run } = useAction();
  const refusal = error === undefined ? undefined : describeError(error);

  const submit = () =>
    run(async () => {
      const shop = await tryToken<Shop>(token.trim());
      storeToken(token.trim());
      onSignedIn(shop);
    });

  // Outside the Frame, so the page brings its own <main> landmark.
  return (
    <main>
      <Page narrowWidth title="Sign in to Shiftbook">
        <Card>
          <BlockStack gap="400">
            <Text as="p">
              Open Shiftbook from your Shopify admin, or sign in here with an API token. Ask whoever set up
              Shiftbook for your shop to give you one.
            </Text>
            {refusal && (
              <Banner tone="critical" title="The token was refused">
                <p>{refusal}</p>
              </Banner>
            )}
            <Form onSubmit={submit}>
              <FormLayout>
                <TextField
                  label="API token"
                  type="password"
                  value={token}
                  onChange={setToken}
                  autoComplete="off"
                  placeholder="sbk_…"
                  helpText="Kept in this browser tab only, until it is closed."
                />
                <Button submit variant="primary" loading={busy} disabled={token.trim() === ''}>
                  Sign in
                </Button>
              </FormLayout>
            </Form>
          </BlockStack>
        </Card>
      </Page>
    </main>
  );
}
