import '@shopify/polaris-viz/build/esm/styles.css';
import { ComboChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { ComponentProps } from 'react';
import type { SalesDay } from '../api/types.js';
import { centsToAmount, formatMoney, toCents } from '../lib/format.js';
import { ChartFigure } from './chart-figure.js';

type DataGroup = ComponentProps<typeof ComboChart>['data'][number];

/** Straight segments: a spline would draw percentages between days that no day had. */
const THEMES = { Light: { line: { hasSpline: false, hasArea: false } } };

/** polaris-viz's first three Light colours, given by name so the legend drawn beside matches. */
const COLORS = { sales: '#13ACF0', labour: '#6A42E9', percent: '#597EED' } as const;

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Sales and labour cost per day as bars on the money axis, and labour % as a line on a
 * secondary axis on the right; days without sales have no percentage and leave a gap.
 * polaris-viz draws numbers, so each day's cents are handed over as a decimal for the drawing
 * only: every figure in words on the page comes from the strings.
 */
export function SalesChart({ days, currency }: { days: readonly SalesDay[]; currency: string }) {
  const key = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  const money = (amount: string) => (toCents(amount) ?? 0) / 100;
  const data: DataGroup[] = [
    {
      shape: 'Bar',
      name: currency,
      series: [
        {
          name: 'Sales',
          color: COLORS.sales,
          data: days.map((d) => ({ key: key(d.date), value: money(d.sales) })),
        },
        {
          name: 'Labour cost',
          color: COLORS.labour,
          data: days.map((d) => ({ key: key(d.date), value: money(d.labour_cost) })),
        },
      ],
      yAxisOptions: {
        labelFormatter: (v) => formatMoney(centsToAmount(Math.round(Number(v) * 100)), currency),
      },
    },
    {
      shape: 'Line',
      name: 'Labour %',
      series: [
        {
          name: 'Labour %',
          color: COLORS.percent,
          data: days.map((d) => ({
            key: key(d.date),
            value: d.labour_percent === null ? null : Number(d.labour_percent),
          })),
        },
      ],
      yAxisOptions: { labelFormatter: (v) => (v === null ? '' : `${v} %`) },
    },
  ];
  const first = days[0];
  const last = days.at(-1);
  const span = first && last ? `, ${key(first.date)} – ${key(last.date)}` : '';
  return (
    <PolarisVizProvider themes={THEMES}>
      <ChartFigure
        description={`Chart of sales, labour cost and labour % per day${span}. The table of days holds the same numbers.`}
        height={300}
        testId="sales-chart"
        legend={[
          { name: 'Sales', color: COLORS.sales },
          { name: 'Labour cost', color: COLORS.labour },
          { name: 'Labour %', color: COLORS.percent, line: true },
        ]}
      >
        <ComboChart data={data} theme="Light" isAnimated={false} showLegend={false} />
      </ChartFigure>
    </PolarisVizProvider>
  );
}
