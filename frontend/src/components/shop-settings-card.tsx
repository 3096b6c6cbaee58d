import {
  Banner,
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  InlineGrid,
  Select,
  Text,
} from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { apiSend } from '../api/client.js';
import type { OvertimeRule, Weekday } from '../api/types.js';
import { WEEKDAYS } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

const RULES: { label: string; value: OvertimeRule }[] = [
  { label: 'Weekly: beyond 40 h at 1.5×', value: 'weekly_40' },
  { label: 'Daily and weekly (California): 8 h / 12 h / 40 h, seventh day', value: 'daily_8_weekly_40' },
  { label: 'No overtime', value: 'none' },
];

/** Time zone, week start and overtime rule (PATCH /v1/shop). */
export function ShopSettingsCard() {
  const { shop, reloadShop } = useShop();
  const [timezone, setTimezone] = useState(shop.timezone);
  const [weekStart, setWeekStart] = useState<Weekday>(shop.week_start);
  const [rule, setRule] = useState<OvertimeRule>(shop.overtime_rule);
  const { busy, error, run } = useAction();
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return (all.includes(shop.timezone) ? all : [shop.timezone, ...all]).map((z) => ({ label: z, value: z }));
  }, [shop.timezone]);

  const save = () => {
    setSaved(false);
    return run(async () => {
      const body: Record<string, string> = {};
      if (timezone !== shop.timezone) body.timezone = timezone;
      if (weekStart !== shop.week_start) body.week_start = weekStart;
      if (rule !== shop.overtime_rule) body.overtime_rule = rule;
      await apiSend('PATCH', '/shop', body);
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
              Work week and overtime
            </Text>
            <Text as="p" tone="subdued" variant="bodySm">
              The time zone and week start can change only while the shop has no timesheets. A new overtime
              rule recomputes every pending timesheet.
            </Text>
          </BlockStack>
          <ErrorBanner error={error} title="The settings were not saved" />
          {saved && (
            <Banner tone="success" onDismiss={() => setSaved(false)}>
              <p>Settings saved.</p>
            </Banner>
          )}
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="300">
            <Select label="Time zone" options={zones} value={timezone} onChange={setTimezone} />
            <Select
              label="Week starts on"
              options={WEEKDAYS.map((d) => ({ label: d[0]!.toUpperCase() + d.slice(1), value: d }))}
              value={weekStart}
              onChange={(v) => setWeekStart(v as Weekday)}
            />
            <Select
              label="Overtime rule"
              options={RULES}
              value={rule}
              onChange={(v) => setRule(v as OvertimeRule)}
            />
          </InlineGrid>
          <Button submit variant="primary" loading={busy}>
            Save settings
          </Button>
        </FormLayout>
      </Form>
    </Card>
  );
}
