import { Banner, BlockStack, Button, Card, InlineStack, Link, List, Text } from '@shopify/polaris';
import { useState } from 'react';
import { ApiError } from '../api/api-error.js';
import { apiGetAll, downloadFile } from '../api/client.js';
import type { PayrollLine, PayrollRun, Shop, Staff } from '../api/types.js';
import { formatMoney } from '../lib/format.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

type Format = 'gusto' | 'adp_wfn' | 'paychex_flex' | 'quickbooks';

const PROVIDERS: { format: Format; label: string }[] = [
  { format: 'gusto', label: 'Gusto' },
  { format: 'adp_wfn', label: 'ADP Workforce Now' },
  { format: 'paychex_flex', label: 'Paychex Flex' },
  { format: 'quickbooks', label: 'QuickBooks Online' },
];

const hours = (line: PayrollLine) => line.regular_hours + line.overtime_hours + line.double_time_hours;
const money = (line: PayrollLine) =>
  [line.commission, line.paycheck_tips, line.cash_tips].some((amount) => amount !== '0.00');

/**
 * SPEC §19: a line has a row in a file when any figure the file carries is not zero (QuickBooks
 * carries hours only), and such a row needs the staff member's id at that provider.
 */
function missingIds(format: Format, lines: readonly PayrollLine[], staff: ReadonlyMap<string, Staff>) {
  return lines
    .filter((line) => hours(line) > 0 || (format !== 'quickbooks' && money(line)))
    .map((line) => staff.get(line.staff_id))
    .filter((member): member is Staff => member !== undefined && member.payroll_ids[format] === null);
}

/** SPEC §19: ADP needs the shop's company code and Paychex its client ID; the setting's words, or undefined. */
function settingMissing(format: Format, settings: Shop['payroll_export']): string | undefined {
  if (format === 'adp_wfn' && settings.adp_wfn.company_code === null) return 'ADP company code';
  if (format === 'paychex_flex' && settings.paychex_flex.client_id === null) return 'Paychex client ID';
  return undefined;
}

/** The run as each payroll provider's import file; who lacks an id is listed, each a link to fix it. */
export function PayrollFilesCard({ run }: { run: PayrollRun }) {
  const { shop } = useShop();
  const data = useResource(async () => {
    const [lines, roster] = await Promise.all([
      apiGetAll<PayrollLine>('/payroll-lines', { run: run.id }),
      apiGetAll<Staff>('/staff'),
    ]);
    return { lines, staff: new Map(roster.map((member) => [member.id, member])) };
  }, [run.id, run.status]);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState<Format>();

  const download = async (format: Format) => {
    setError(undefined);
    setBusy(format);
    try {
      await downloadFile(`/payroll-runs/${run.id}/export`, { format }, `${format}.csv`);
    } catch (caught) {
      setError(caught);
      // A 422 names who lacks an id: the roster may have changed since it was read.
      if (caught instanceof ApiError && caught.problem.code === 'payroll_id_missing') void data.reload();
    } finally {
      setBusy(undefined);
    }
  };
  const nameOf = (line: PayrollLine) => data.data?.staff.get(line.staff_id)?.name ?? line.staff;
  const notCarried = data.data?.lines.filter(money) ?? [];

  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Payroll provider files
        </Text>
        <Text as="p" tone="subdued" variant="bodySm">
          Import this run into your payroll provider as it is. Each file needs the staff member's id at that
          provider (Staff) and, for ADP and Paychex, your account codes (Settings).
        </Text>
        <ErrorBanner error={error} title="The file was not made" />
        <BlockStack gap="300">
          {PROVIDERS.map(({ format, label }) => {
            const missing = data.data ? missingIds(format, data.data.lines, data.data.staff) : [];
            const unset = settingMissing(format, shop.payroll_export);
            return (
              <BlockStack gap="100" key={format}>
                <InlineStack gap="300" blockAlign="center">
                  <Button
                    onClick={() => void download(format)}
                    loading={busy === format}
                    disabled={missing.length > 0 || unset !== undefined}
                  >
                    {`Download for ${label}`}
                  </Button>
                  {unset && (
                    <Text as="span" tone="critical">
                      <Link url="/settings">{`Set your ${unset} in Settings`}</Link>
                    </Text>
                  )}
                  {missing.length > 0 && (
                    <Text as="span" tone="critical">
                      {'No id at '}
                      {label}
                      {': '}
                      {missing.map((member, i) => (
                        <span key={member.id}>
                          {i > 0 && ', '}
                          <Link url={`/staff?edit=${encodeURIComponent(member.handle)}`}>{member.name}</Link>
                        </span>
                      ))}
                    </Text>
                  )}
                </InlineStack>
                {format === 'quickbooks' && notCarried.length > 0 && (
                  <Banner tone="info" title="Enter these in QuickBooks by hand: its file carries hours only">
                    <List>
                      {notCarried.map((line) => (
                        <List.Item key={line.id}>
                          {`${nameOf(line)}: commission ${formatMoney(line.commission, shop.currency)}, paycheck tips ${formatMoney(line.paycheck_tips, shop.currency)}, cash tips ${formatMoney(line.cash_tips, shop.currency)}`}
                        </List.Item>
                      ))}
                    </List>
                  </Banner>
                )}
              </BlockStack>
            );
          })}
        </BlockStack>
      </BlockStack>
    </Card>
  );
}
