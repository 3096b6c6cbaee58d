import {
  BlockStack,
  Button,
  Card,
  DataTable,
  Form,
  FormLayout,
  InlineGrid,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import type { Commission, Staff } from '../api/types.js';
import { COMMISSION_SOURCE_WORDS } from '../lib/commission-groups.js';
import { formatMoney, formatRate, isMoneyInput, toMoneyString } from '../lib/format.js';
import { formatInstant, today, toIso, zonedInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { KeyboardScrollable } from './keyboard-scrollable.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
import { useResource } from './use-resource.js';

/** Commissions (manual and from Shopify orders) and a form for a manual one. */
export function CommissionsCard() {
  const { shop } = useShop();
  const data = useResource(
    async () => ({
      commissions: await apiGetAll<Commission>('/commissions'),
      // Commissions carry handles: names come from the roster, inactive staff included.
      staff: await apiGetAll<Staff>('/staff'),
    }),
    [],
  );
  const [staff, setStaff] = useState('');
  const [sale, setSale] = useState('');
  const [rate, setRate] = useState('');
  const [date, setDate] = useState(today(shop.timezone));
  const [reference, setReference] = useState('');
  const { busy, error, run } = useAction();

  const submit = () =>
    run(async () => {
      await apiSend('POST', '/commissions', {
        staff,
        sale_amount: toMoneyString(sale),
        ...(rate.trim() && { rate: toMoneyString(rate) }),
        occurred_at: toIso(zonedInstant(date, '12:00', shop.timezone)),
        ...(reference.trim() && { reference: reference.trim() }),
      });
      setSale('');
      setReference('');
      await data.reload();
    });

  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Commissions
        </Text>
        <ErrorBanner error={data.error} title="The commissions could not be loaded" />
        <Form onSubmit={submit}>
          <FormLayout>
            <ErrorBanner error={error} title="The commission was not saved" />
            <InlineGrid columns={{ xs: 1, md: 5 }} gap="300">
              <Select
                label="Staff member"
                options={[
                  { label: 'Choose…', value: '' },
                  ...(data.data?.staff ?? [])
                    .filter((s) => s.active)
                    .map((s) => ({ label: s.name, value: s.id })),
                ]}
                value={staff}
                onChange={setStaff}
              />
              <TextField
                label="Sale amount"
                value={sale}
                onChange={setSale}
                autoComplete="off"
                inputMode="decimal"
                error={sale.trim() && !isMoneyInput(sale) ? 'An amount such as 120.00' : undefined}
              />
              <TextField
                label="Rate (%)"
                value={rate}
                onChange={setRate}
                autoComplete="off"
                placeholder="Staff rate"
                inputMode="decimal"
              />
              <TextField label="Day" type="date" value={date} onChange={setDate} autoComplete="off" />
              <TextField label="Reference" value={reference} onChange={setReference} autoComplete="off" />
            </InlineGrid>
            <Button submit loading={busy} disabled={!staff || !isMoneyInput(sale) || !date}>
              Add commission
            </Button>
          </FormLayout>
        </Form>
        {data.loading && !data.data ? (
          <LoadingCard lines={3} />
        ) : data.data?.commissions.length === 0 ? (
          <Text as="p" tone="subdued">
            No commissions yet.
          </Text>
        ) : data.data ? (
          <KeyboardScrollable label="Commissions table">
            <DataTable
              columnContentTypes={['text', 'text', 'numeric', 'numeric', 'numeric', 'text', 'text']}
              headings={['When', 'Staff', 'Sale', 'Rate', 'Commission', 'Source', 'Reference']}
              rows={data.data.commissions.map((c) => [
                formatInstant(c.occurred_at, shop.timezone),
                data.data?.staff.find((s) => s.id === c.staff_id)?.name ?? c.staff,
                formatMoney(c.sale_amount, shop.currency),
                formatRate(c.rate),
                formatMoney(c.amount, shop.currency),
                COMMISSION_SOURCE_WORDS[c.source],
                c.reference ?? '—',
              ])}
            />
          </KeyboardScrollable>
        ) : null}
      </BlockStack>
    </Card>
  );
}
