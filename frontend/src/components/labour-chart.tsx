import '@shopify/polaris-viz/build/esm/styles.css';
import { BlockStack, Card, InlineGrid, Text } from '@shopify/polaris';
import { BarChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { SalesDay } from '../api/types.js';
import { centsToAmount, formatHours, formatMoney, toCents } from '../lib/format.js';
import { formatDay } from '../lib/time.js';
import { ChartFigure } from './chart-figure.js';

/**
 * Hours and labour cost per day of the week, as two bar charts side by side: the days of
 * `GET /v1/sales`, whose labour the server splits (SPEC §12); the admin computes none of it.
 */
export function LabourChart({ days, currency }: { days: SalesDay[]; currency: string }) {
  const label = (date: string) => formatDay(date).split(',')[0] ?? date;
  const hours = [{ name: 'Hours', data: days.map((d) => ({ key: label(d.date), value: d.labour_hours })) }];
  const cost = [
    {
      name: 'Labour cost',
      data: days.map((d) => ({ key: label(d.date), value: (toCents(d.labour_cost) ?? 0) / 100 })),
    },
  ];
  const perDay = (value: (day: SalesDay) => string) =>
    days.map((d) => `${formatDay(d.date)}: ${value(d)}`).join('; ');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Hours and labour cost per day
        </Text>
        <PolarisVizProvider>
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
            <ChartFigure
              description={`Hours per day. ${perDay((d) => formatHours(d.labour_hours))}.`}
              height={220}
              testId="hours-chart"
            >
              <BarChart data={hours} theme="Light" isAnimated={false} showLegend={false} />
            </ChartFigure>
            <ChartFigure
              description={`Labour cost per day. ${perDay((d) => formatMoney(d.labour_cost, currency))}.`}
              height={220}
              testId="cost-chart"
            >
              <BarChart
                data={cost}
                theme="Light"
                isAnimated={false}
                showLegend={false}
                yAxisOptions={{
                  labelFormatter: (v) => formatMoney(centsToAmount(Math.round(Number(v) * 100)), currency),
                }}
              />
            </ChartFigure>
          </InlineGrid>
        </PolarisVizProvider>
        <Text as="p" tone="subdued" variant="bodySm">
          Each timesheet's gross, overtime included, is spread over its days by time worked, so the days add
          up to the week's gross.
        </Text>
      </BlockStack>
    </Card>
  );
}
