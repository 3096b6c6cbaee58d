import {
  Badge,
  BlockStack,
  Button,
  Card,
  DataTable,
  Form,
  FormLayout,
  InlineGrid,
  Layout,
  Page,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import type { PayrollRun } from '../api/types.js';
import { CommissionsCard } from '../components/commissions-card.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { PayrollFilesCard } from '../components/payroll-files-card.js';
import { PayrollRunLines } from '../components/payroll-run-lines.js';
import { RunPeriodCheck } from '../components/run-period-check.js';
import { useShop } from '../components/shop-context.js';
import { useAction } from '../components/use-action.js';
import { useResource } from '../components/use-resource.js';
import { useCurrentWeek } from '../components/week-navigator.js';
import { formatMoney } from '../lib/format.js';
import { addDays, formatRange } from '../lib/time.js';

/** Payroll runs over a period: create, review the lines, finalize, export; and commissions. */
export default function PayrollPage() {
  const { shop } = useShop();
  const week = useCurrentWeek();
  const runs = useResource(() => apiGetAll<PayrollRun>('/payroll-runs'), []);
  const [selected, setSelected] = useState<string>();
  const [start, setStart] = useState(addDays(week, -7));
  const [end, setEnd] = useState(addDays(week, 6));
  const { busy, error, run } = useAction();

  const create = () =>
    run(async () => {
      const created = await apiSend<PayrollRun>('POST', '/payroll-runs', {
        period_start: start,
        period_end: end,
      });
      await runs.reload();
      setSelected(created.id);
    });

  const current = runs.data?.find((run) => run.id === selected);

  return (
    <Page title="Payroll">
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <Form onSubmit={create}>
                <FormLayout>
                  <Text as="h2" variant="headingMd">
                    New payroll run
                  </Text>
                  <ErrorBanner error={error} title="The run was not created" />
                  <InlineGrid columns={{ xs: 1, md: 3 }} gap="300" alignItems="end">
                    <TextField
                      label="Period start"
                      type="date"
                      value={start}
                      onChange={setStart}
                      autoComplete="off"
                    />
                    <TextField
                      label="Period end"
                      type="date"
                      value={end}
                      onChange={setEnd}
                      autoComplete="off"
                    />
                    <Button submit variant="primary" loading={busy} disabled={!start || !end}>
                      Create run
                    </Button>
                  </InlineGrid>
                  <Text as="p" tone="subdued" variant="bodySm">
                    A run takes every approved timesheet whose week starts in the period, and the commissions
                    in it.
                  </Text>
                  <RunPeriodCheck start={start} end={end} />
                </FormLayout>
              </Form>
            </Card>
            <ErrorBanner error={runs.error} title="The payroll runs could not be loaded" />
            {runs.loading && !runs.data ? (
              <LoadingCard />
            ) : runs.data && runs.data.length > 0 ? (
              <Card padding="0">
                <DataTable
                  columnContentTypes={['text', 'text', 'numeric', 'numeric', 'numeric', 'numeric', 'text']}
                  headings={['Period', 'Status', 'Timesheets', 'Gross', 'Paycheck tips', 'Cash tips', '']}
                  rows={runs.data.map((run) => [
                    formatRange(run.period_start, run.period_end),
                    <Badge key="s" tone={run.status === 'finalized' ? 'success' : 'attention'}>
                      {run.status === 'finalized' ? 'Finalized' : 'Draft'}
                    </Badge>,
                    run.timesheet_count,
                    formatMoney(run.totals.gross, shop.currency),
                    formatMoney(run.totals.paycheck_tips, shop.currency),
                    formatMoney(run.totals.cash_tips, shop.currency),
                    <Button
                      key="r"
                      size="slim"
                      pressed={run.id === selected}
                      onClick={() => setSelected(run.id)}
                    >
                      Review
                    </Button>,
                  ])}
                />
              </Card>
            ) : runs.data ? (
              <Card>
                <Text as="p" tone="subdued">
                  No payroll runs yet. Approve timesheets, then create a run for their period.
                </Text>
              </Card>
            ) : null}
            {current && <PayrollRunLines run={current} onChanged={() => void runs.reload()} />}
            {current && <PayrollFilesCard run={current} />}
            <CommissionsCard />
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
