import { DataTable } from '@shopify/polaris';
import type { SalesDay } from '../api/types.js';
import { centsToAmount, formatHours, formatMoney } from '../lib/format.js';
import { formatPercent, type SalesTotals } from '../lib/sales.js';
import { formatDay } from '../lib/time.js';

/** One row a day of the range as the server answered it, and the totals below. */
export function SalesDaysTable({
  days,
  totals,
  currency,
}: {
  days: readonly SalesDay[];
  totals: SalesTotals;
  currency: string;
}) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <DataTable
      columnContentTypes={['text', 'numeric', 'numeric', 'numeric', 'numeric', 'numeric', 'numeric']}
      headings={['Day', 'Orders', 'Sales', 'Tips', 'Hours', 'Labour cost', 'Labour %']}
      rows={days.map((day) => [
        formatDay(day.date),
        day.orders,
        money(day.sales),
        money(day.tips),
        formatHours(day.labour_hours),
        money(day.labour_cost),
        formatPercent(day.labour_percent),
      ])}
      totals={[
        '',
        totals.orders,
        money(centsToAmount(totals.salesCents)),
        money(centsToAmount(totals.tipsCents)),
        formatHours(totals.labourHours),
        money(centsToAmount(totals.labourCents)),
        formatPercent(totals.labourPercent),
      ]}
      totalsName={{ singular: 'Total', plural: 'Total' }}
      showTotalsInFooter
    />
  );
}
