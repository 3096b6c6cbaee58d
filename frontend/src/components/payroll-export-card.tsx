import {
  Banner,
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  InlineGrid,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Shop } from '../api/types.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

type Settings = Shop['payroll_export'];
type Provider = keyof Settings;

/** Every setting with its label, per provider, in the order the form shows them. */
const FIELDS: { provider: Provider; title: string; fields: [string, string][] }[] = [
  {
    provider: 'adp_wfn',
    title: 'ADP Workforce Now',
    fields: [
      ['company_code', 'Company code (Co Code)'],
      ['batch_id', 'Batch ID (empty: the period end as YYMMDD)'],
      ['double_time_code', 'Double time hours code'],
      ['commission_code', 'Commission earnings code'],
      ['paycheck_tips_code', 'Paycheck tips earnings code'],
      ['cash_tips_memo_code', 'Cash tips memo code'],
    ],
  },
  {
    provider: 'paychex_flex',
    title: 'Paychex Flex',
    fields: [
      ['client_id', 'Client ID'],
      ['regular', 'Regular hours earning'],
      ['overtime', 'Overtime earning'],
      ['double_time', 'Double time earning'],
      ['commission', 'Commission earning'],
      ['paycheck_tips', 'Paycheck tips earning'],
      ['cash_tips', 'Cash tips earning'],
    ],
  },
  {
    provider: 'quickbooks',
    title: 'QuickBooks Online',
    fields: [
      ['regular', 'Regular pay item'],
      ['overtime', 'Overtime pay item'],
      ['double_time', 'Double overtime pay item'],
    ],
  },
];

const valuesOf = (settings: Settings) =>
  Object.fromEntries(
    FIELDS.flatMap(({ provider, fields }) =>
      fields.map(([key]) => [
        `${provider}.${key}`,
        (settings[provider] as Record<string, string | null>)[key] ?? '',
      ]),
    ),
  );

/** SPEC §19: the codes and names the payroll provider files use; an emptied field goes back to its default. */
export function PayrollExportCard() {
  const { shop, reloadShop } = useShop();
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(shop.payroll_export));
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);

  const save = () => {
    setSaved(false);
    return run(async () => {
      const current = valuesOf(shop.payroll_export);
      const change: Record<string, Record<string, string | null>> = {};
      for (const [path, value] of Object.entries(values)) {
        if (value.trim() === current[path]) continue;
        const [provider, key] = path.split('.') as [string, string];
        change[provider] = { ...change[provider], [key]: value.trim() || null };
      }
      const updated = await apiSend<Shop>('PATCH', '/shop', { payroll_export: change });
      setValues(valuesOf(updated.payroll_export));
      await reloadShop();
      setSaved(true);
    });
  };

  return (
    <Card>
      <Form onSubmit={save}>
        <FormLayout>
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">
              Payroll provider files
            </Text>
            <Text as="p" tone="subdued" variant="bodySm">
              The codes and names your payroll provider knows your earnings by. ADP needs your company code
              and Paychex your client ID before their files can be made. Empty a field to go back to its
              default.
            </Text>
          </BlockStack>
          <ErrorBanner error={error} title="The payroll file settings were not saved" />
          {saved && (
            <Banner tone="success" onDismiss={() => setSaved(false)}>
              <p>Payroll file settings saved.</p>
            </Banner>
          )}
          {FIELDS.map(({ provider, title, fields }) => (
            <BlockStack gap="200" key={provider}>
              <Text as="h3" variant="headingSm">
                {title}
              </Text>
              <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
                {fields.map(([key, label]) => (
                  <TextField
                    key={key}
                    label={label}
                    value={values[`${provider}.${key}`] ?? ''}
                    onChange={(value) => setValues((all) => ({ ...all, [`${provider}.${key}`]: value }))}
                    autoComplete="off"
                  />
                ))}
              </InlineGrid>
            </BlockStack>
          ))}
          <Button submit variant="primary" loading={busy}>
            Save payroll file settings
          </Button>
        </FormLayout>
      </Form>
    </Card>
  );
}
