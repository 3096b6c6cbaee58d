import { BlockStack, Card, Page, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, apiGetAll, downloadCsv } from '../api/client.js';
import type { Commission, SalesReport, Staff, TipsReport } from '../api/types.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { OrderImportBanner } from '../components/order-import-banner.js';
import { SalesChart } from '../components/sales-chart.js';
import { SalesDaysTable } from '../components/sales-days-table.js';
import { isReportable, SalesRangePicker, useDefaultSalesRange } from '../components/sales-range-picker.js';
import { SalesSummary } from '../components/sales-summary.js';
import { useShop } from '../components/shop-context.js';
import { StaffCommissionsCard } from '../components/staff-commissions-card.js';
import { StaffTipsCard } from '../components/staff-tips-card.js';
import { useResource } from '../components/use-resource.js';
import { salesTotals } from '../lib/sales.js';

/**
 * Sales against labour per day (GET /v1/sales, with the days' tips), and the commissions and
 * tips (GET /v1/tips) of the same days by staff.
 */
export default function SalesPage() {
  const { shop } = useShop();
  const [range, setRange] = useState(useDefaultSalesRange());
  const [error, setError] = useState<unknown>();
  const reportable = isReportable(range);

  const data = useResource(async () => {
    if (!reportable) return undefined;
    // Commissions carry handles; names come from the roster, inactive staff included.
    const [report, commissions, tips, staff] = await Promise.all([
      apiGet<SalesReport>('/sales', { ...range }),
      apiGetAll<Commission>('/commissions', { ...range }),
      apiGet<TipsReport>('/tips', { ...range }),
      apiGetAll<Staff>('/staff'),
    ]);
    return { range, report, commissions, tips, names: new Map(staff.map((s) => [s.id, s.name])) };
  }, [range, reportable]);
  // Other days' numbers under these dates would mislead: wait for the range on screen.
  const loaded = data.data?.range;
  const shown = loaded?.from === range.from && loaded.to === range.to ? data.data : undefined;
  const totals = shown && salesTotals(shown.report.data);

  return (
    <Page
      fullWidth
      title="Sales"
      secondaryActions={[
        {
          content: 'Download CSV',
          disabled: !reportable,
          onAction: () =>
            downloadCsv('/sales', { ...range }, `sales-${range.from}-${range.to}.csv`).catch(setError),
        },
      ]}
    >
      <BlockStack gap="400">
        <OrderImportBanner />
        <SalesRangePicker range={range} onChange={setRange} />
        <ErrorBanner error={data.error} title="The sales could not be loaded" />
        <ErrorBanner error={error} onDismiss={() => setError(undefined)} />
        {!shown || !totals ? (
          reportable && !data.error && <LoadingCard lines={8} />
        ) : (
          <>
            <Card>
              <BlockStack gap="400">
                <SalesSummary totals={totals} currency={shop.currency} />
                <SalesChart days={shown.report.data} currency={shop.currency} />
                <Text as="p" tone="subdued" variant="bodySm">
                  Sales are paid orders less refunds, without tax, shipping, tips or gift cards; tips are
                  shown apart. Labour is each timesheet's gross, overtime included, spread over its days by
                  hours worked.
                </Text>
              </BlockStack>
            </Card>
            <StaffCommissionsCard commissions={shown.commissions} names={shown.names} range={shown.range} />
            <StaffTipsCard rows={shown.tips.data} names={shown.names} />
            <Card padding="0">
              <SalesDaysTable days={shown.report.data} totals={totals} currency={shop.currency} />
            </Card>
          </>
        )}
      </BlockStack>
    </Page>
  );
}
