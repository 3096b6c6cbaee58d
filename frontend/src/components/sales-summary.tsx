import { Text } from '@shopify/polaris';
import { centsToAmount, formatHours, formatMoney } from '../lib/format.js';
import { formatPercent, type SalesTotals } from '../lib/sales.js';

/** The range's totals as a description list: sales, tips, labour cost, labour % of sales, orders, hours. */
export function SalesSummary({ totals, currency }: { totals: SalesTotals; currency: string }) {
  const figures: [label: string, testId: string, value: string][] = [
    ['Sales', 'total-sales', formatMoney(centsToAmount(totals.salesCents), currency)],
    ['Tips', 'total-tips', formatMoney(centsToAmount(totals.tipsCents), currency)],
    ['Labour cost', 'total-labour', formatMoney(centsToAmount(totals.labourCents), currency)],
    ['Labour % of sales', 'total-percent', formatPercent(totals.labourPercent)],
    ['Orders', 'total-orders', String(totals.orders)],
    ['Hours worked', 'total-hours', formatHours(totals.labourHours)],
  ];
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: 16,
    margin: 0,
  };
  return (
    <dl style={grid}>
      {figures.map(([label, testId, value]) => (
        <div key={testId}>
          <dt>
            <Text as="span" tone="subdued" variant="bodySm">
              {label}
            </Text>
          </dt>
          <dd style={{ margin: '4px 0 0' }} data-testid={testId}>
            <Text as="span" variant="headingLg">
              {value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
