import { Banner, BlockStack, Button, Card, DataTable, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend, downloadCsv } from '../api/client.js';
import type { PayrollLine, PayrollRun, Staff } from '../api/types.js';
import { formatHours, formatMoney } from '../lib/format.js';
import { formatRange } from '../lib/time.js';
import { StatusCardHeader } from './card-header.js';
import { ErrorBanner } from './error-banner.js';
import { LoadingCard } from './loading-card.js';
import { NoRateBadge } from './no-rate-badge.js';
import { RunCommissionsModal } from './run-commissions-modal.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';
import { useResource } from './use-resource.js';

/**
 * A run's lines per staff member, with finalize (irreversible) and the CSV. Tips (SPEC §18–19)
 * stand beside gross, not in it: paycheck tips are paid through payroll, cash tips only reported.
 */
export function PayrollRunLines({ run, onChanged }: { run: PayrollRun; onChanged: () => void }) {
  const { shop } = useShop();
  const lines = useResource(
    () => apiGetAll<PayrollLine>('/payroll-lines', { run: run.id }),
    [run.id, run.status],
  );
  // Lines carry handles: names come from the roster, inactive staff included.
  const names = useResource(
    async () => new Map((await apiGetAll<Staff>('/staff')).map((s) => [s.id, s.name])),
    [],
  );
  const [commissionsOf, setCommissionsOf] = useState<PayrollLine>();
  const { busy, error, run: act, clearError } = useAction();
  const money = (amount: string | null) => formatMoney(amount, shop.currency);
  const nameOf = (line: PayrollLine) => names.data?.get(line.staff_id) ?? line.staff;
  // Hours with no rate are paid nothing (SPEC §1): the run says which lines, before it is paid.
  const hoursOf = (line: PayrollLine) => line.regular_hours + line.overtime_hours + line.double_time_hours;
  const unpaid = lines.data?.filter((line) => line.rate === null && hoursOf(line) > 0) ?? [];

  return (
    <Card>
      <BlockStack gap="400">
        <StatusCardHeader
          title={`Run ${formatRange(run.period_start, run.period_end)}`}
          done={run.status === 'finalized'}
          status={run.status === 'finalized' ? 'Finalized' : 'Draft'}
        >
          <Button
            onClick={() =>
              act(() => downloadCsv('/payroll-lines', { run: run.id }, `payroll-lines-${run.id}.csv`))
            }
          >
            Download CSV
          </Button>
          {run.status === 'draft' && (
            <Button
              variant="primary"
              loading={busy}
              onClick={() =>
                act(async () => {
                  await apiSend('POST', `/payroll-runs/${run.id}/finalize`);
                  onChanged();
                })
              }
            >
              Finalize
            </Button>
          )}
        </StatusCardHeader>
        <ErrorBanner error={lines.error ?? error} onDismiss={clearError} />
        {unpaid.length > 0 && (
          <Banner
            tone="warning"
            title={`${unpaid.length} line${unpaid.length === 1 ? ' has' : 's have'} no hourly rate`}
          >
            <p data-testid="run-lines-no-rate">
              {`${unpaid.map((line) => `${nameOf(line)} (${formatHours(hoursOf(line))} paid ${money('0.00')})`).join(', ')}. `}
              {run.status === 'draft'
                ? 'A rate is frozen when a timesheet is approved: set one on the Staff page, then reopen and approve the timesheet.'
                : 'This run is finalized: pay these hours in a later run.'}
            </p>
          </Banner>
        )}
        {lines.loading && !lines.data ? (
          <LoadingCard />
        ) : lines.data && lines.data.length === 0 ? (
          <Text as="p" tone="subdued">
            No approved timesheets or commissions in this period.
          </Text>
        ) : lines.data ? (
          <DataTable
            columnContentTypes={[
              'text',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
              'numeric',
            ]}
            headings={[
              'Staff',
              'Regular',
              'Overtime',
              'Rate',
              'Regular pay',
              'Overtime pay',
              'Commission',
              'Gross',
              'Paycheck tips',
              'Cash tips',
            ]}
            rows={lines.data.map((line) => [
              nameOf(line),
              formatHours(line.regular_hours),
              formatHours(line.overtime_hours + line.double_time_hours),
              line.rate === null && hoursOf(line) > 0 ? <NoRateBadge key="r" /> : money(line.rate),
              money(line.regular_pay),
              money(line.overtime_pay),
              line.commission === '0.00' ? (
                money(line.commission)
              ) : (
                <Button
                  key="c"
                  variant="plain"
                  accessibilityLabel={`${money(line.commission)}, commissions of ${nameOf(line)}`}
                  onClick={() => setCommissionsOf(line)}
                >
                  {money(line.commission)}
                </Button>
              ),
              money(line.gross),
              money(line.paycheck_tips),
              money(line.cash_tips),
            ])}
            totals={[
              '',
              '',
              '',
              '',
              money(run.totals.regular_pay),
              money(run.totals.overtime_pay),
              money(run.totals.commission),
              money(run.totals.gross),
              money(run.totals.paycheck_tips),
              money(run.totals.cash_tips),
            ]}
            showTotalsInFooter
          />
        ) : null}
      </BlockStack>
      {commissionsOf && (
        <RunCommissionsModal
          run={run}
          staffId={commissionsOf.staff_id}
          name={nameOf(commissionsOf)}
          onClose={() => setCommissionsOf(undefined)}
        />
      )}
    </Card>
  );
}
