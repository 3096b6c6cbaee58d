import { BlockStack, Box, Button, FormLayout, Modal, Spinner, Text, TextField } from '@shopify/polaris';
import { lazy, Suspense, useState } from 'react';
import { apiSend } from '../api/client.js';
import type { CreatedApiToken } from '../api/types.js';
import { ErrorBanner } from './error-banner.js';
import { useAction } from './use-action.js';

const KioskQr = lazy(() => import('./kiosk-qr.js'));

/**
 * "Set up a kiosk": a token that may only clock staff in and out, named after the device, handed
 * to the tablet as a link whose fragment carries it (a fragment never reaches a server's logs).
 * The token is shown once, as every token is; revoking it under Settings signs the kiosk out.
 */
export function KioskSetupModal({ onClose }: { onClose: () => void }) {
  const [device, setDevice] = useState('');
  const [kiosk, setKiosk] = useState<{ name: string; link: string }>();
  const { busy, error, run } = useAction();

  const create = () =>
    run(async () => {
      const name = device.trim();
      const created = await apiSend<CreatedApiToken>('POST', '/tokens', { name, scopes: ['write_clock'] });
      setKiosk({ name, link: `${location.origin}/kiosk#${created.token}` });
    });

  return (
    <Modal
      open
      onClose={onClose}
      title="Set up a kiosk"
      primaryAction={
        kiosk
          ? { content: 'Done', onAction: onClose }
          : { content: 'Create kiosk link', onAction: create, loading: busy, disabled: !device.trim() }
      }
      secondaryActions={kiosk ? [] : [{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        {kiosk ? (
          <KioskLink {...kiosk} />
        ) : (
          <FormLayout>
            <ErrorBanner error={error} title="The kiosk was not set up" />
            <Text as="p">
              A kiosk is a shared tablet in the shop where staff clock in and out with their PIN. It gets its
              own key, which can do nothing else.
            </Text>
            <TextField
              label="Device name"
              value={device}
              onChange={setDevice}
              autoComplete="off"
              placeholder="Front desk iPad"
              helpText="You will find the kiosk under this name in Settings, to sign it out."
            />
          </FormLayout>
        )}
      </Modal.Section>
    </Modal>
  );
}

function KioskLink({ name, link }: { name: string; link: string }) {
  const [copied, setCopied] = useState<boolean>();
  // The clipboard needs a secure context and the page's focus; where it is refused, the field
  // still selects the whole link on focus for a manual copy.
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <BlockStack gap="400" inlineAlign="center">
      <Text as="p" variant="headingMd">
        Open this link on the tablet. It is shown once.
      </Text>
      <Suspense fallback={<Spinner accessibilityLabel="Drawing the QR code" />}>
        <Box background="bg-surface" padding="200">
          <KioskQr link={link} />
        </Box>
      </Suspense>
      <Box width="100%">
        <TextField
          label="Kiosk link"
          value={link}
          readOnly
          autoComplete="off"
          selectTextOnFocus
          helpText={
            copied === false ? 'The browser would not copy it: select the link and copy it.' : undefined
          }
          connectedRight={<Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy link'}</Button>}
        />
      </Box>
      <Text as="p" tone="subdued">
        Scan the code with the tablet's camera, or send yourself the link. To sign the tablet out, revoke “
        {name}” under Settings › API tokens.
      </Text>
    </BlockStack>
  );
}
