import { BlockStack, InlineGrid, Text } from '@shopify/polaris';
import { centsToAmount, formatHours, formatMoney } from '../lib/format.js';
import { formatPercent, type SalesTotals } from '../lib/sales.js';

/** The range's totals: sales, labour cost, labour % of sales, orders and hours. */
export function SalesSummary({ totals, currency }: { totals: SalesTotals; currency: string }) {
  const figures: [string, string, string][] = [
    ['Sales', 'total-sales', formatMoney(centsToAmount(totals.salesCents), currency)],
    ['Labour cost', 'total-labour', formatMoney(centsToAmount(totals.labourCents), currency)],
    ['Labour % of sales', 'total-percent', formatPercent(totals.labourPercent)],
    ['Orders', 'total-orders', String(totals.orders)],
    ['Hours worked', 'total-hours', formatHours(totals.labourHours)],
  ];
  return (
    <InlineGrid columns={{ xs: 2, md: 5 }} gap="400">
      {figures.map(([label, testId, value]) => (
        <BlockStack key={label} gap="100">
          <Text as="p" tone="subdued" variant="bodySm">
            {label}
          </Text>
          <Text as="p" variant="headingLg">
            <span data-testid={testId}>{value}</span>
          </Text>
        </BlockStack>
      ))}
    </InlineGrid>
  );
}
