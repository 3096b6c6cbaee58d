import { Banner, BlockStack, Button, Card, Form, FormLayout, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

/** The addresses as typed: one per line, or separated by commas or spaces. */
function addressesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Empty is off (null); anything but whole minutes goes as typed, for the server to refuse in words. */
function minutesOf(text: string): number | string | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : typed;
}

/**
 * The two email settings of SPEC §16 (PATCH /v1/shop): who hears of requests and forgotten
 * clock-outs (`manager_emails`, at most 10), and how long before a published shift staff are
 * reminded (`shift_reminder_minutes`, 5–2880, empty: no reminders).
 */
export function EmailSettingsCard() {
  const { shop, reloadShop } = useShop();
  const [managers, setManagers] = useState(shop.manager_emails.join('\n'));
  const [minutes, setMinutes] = useState(
    shop.shift_reminder_minutes === null ? '' : String(shop.shift_reminder_minutes),
  );
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);

  const save = () => {
    setSaved(false);
    return run(async () => {
      await apiSend('PATCH', '/shop', {
        manager_emails: addressesOf(managers),
        shift_reminder_minutes: minutesOf(minutes),
      });
      await reloadShop();
      setSaved(true);
    });
  };

  return (
    <Card>
      <Form onSubmit={save}>
        <FormLayout>
          <Text as="h2" variant="headingMd">
            Email notifications
          </Text>
          <ErrorBanner error={error} title="The email settings were not saved" />
          {saved && (
            <Banner tone="success" onDismiss={() => setSaved(false)}>
              <p>Email settings saved.</p>
            </Banner>
          )}
          <BlockStack gap="300">
            <TextField
              label="Manager emails"
              helpText="One address per line, up to 10. They hear of new time off requests, shift requests and forgotten clock-outs."
              multiline={3}
              autoComplete="off"
              value={managers}
              onChange={setManagers}
            />
            <TextField
              label="Remind staff before a shift (minutes)"
              helpText="From 5 to 2880 (two days). Leave empty to send no reminders."
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={minutes}
              onChange={setMinutes}
            />
          </BlockStack>
          <Button submit loading={busy}>
            Save email settings
          </Button>
        </FormLayout>
      </Form>
    </Card>
  );
}
