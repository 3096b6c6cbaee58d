import {
  Badge,
  BlockStack,
  Box,
  Button,
  Card,
  DataTable,
  EmptyState,
  InlineGrid,
  Layout,
  Page,
  Text,
} from '@shopify/polaris';
import { lazy, Suspense, useState } from 'react';
import { apiGet, apiGetAll, apiSend, downloadCsv } from '../api/client.js';
import type { SalesReport, Staff, WeekSummary, WeekSummaryEntry } from '../api/types.js';
import {
  type ApprovalAsk,
  ApproveCheckModal,
  needsApprovalCheck,
} from '../components/approve-check-modal.js';
import { type EntryDraft, EntryModal } from '../components/entry-modal.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { NoRateBadge } from '../components/no-rate-badge.js';
import { pageParam } from '../components/router.js';
import { useShop } from '../components/shop-context.js';
import { TimesheetDetail } from '../components/timesheet-detail.js';
import { useAction } from '../components/use-action.js';
import { useResource } from '../components/use-resource.js';
import { useToast } from '../components/use-toast.js';
import { useCurrentWeek, WeekNavigator } from '../components/week-navigator.js';
import { formatHours, formatMoney } from '../lib/format.js';
import { addDays, formatRange, weekDays, weekHasEnded, weekStartOf } from '../lib/time.js';

// polaris-viz is about half of this page's JavaScript: the chart loads after the numbers.
const LabourChart = lazy(() =>
  import('../components/labour-chart.js').then((m) => ({ default: m.LabourChart })),
);

function Metric({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card>
      <BlockStack gap="100">
        <Text as="p" tone="subdued">
          {label}
        </Text>
        <Text as="p" variant="headingLg">
          <span data-testid={testId}>{value}</span>
        </Text>
      </BlockStack>
    </Card>
  );
}

/**
 * The week's summary (GET /v1/timesheets?week=, the same numbers) and its labour per day as the
 * server splits it (GET /v1/sales over the week's days, SPEC §12), so the chart and the sales
 * report cannot differ by a cent.
 */
export default function TimesheetsPage() {
  const { shop } = useShop();
  const current = useCurrentWeek();
  // A link from elsewhere (a payroll run's pending weeks) opens on its week.
  const [week, setWeek] = useState(() => {
    const linked = pageParam('week');
    return linked && /^\d{4}-\d{2}-\d{2}$/.test(linked) ? weekStartOf(linked, shop.week_start) : current;
  });
  const [asking, setAsking] = useState<ApprovalAsk>();
  const { show: notify, toast } = useToast();
  const [selected, setSelected] = useState<string>();
  const [draft, setDraft] = useState<EntryDraft>();
  const [version, setVersion] = useState(0);
  const { busy, error: actionError, run, clearError: clearActionError } = useAction();

  const data = useResource(async () => {
    const days = weekDays(week);
    const [summary, sales, staff] = await Promise.all([
      apiGet<WeekSummary>('/timesheets', { week }),
      apiGet<SalesReport>('/sales', { from: days[0]!, to: days[days.length - 1]! }),
      // The summary names staff by handle: names come from the roster, inactive staff included.
      apiGetAll<Staff>('/staff'),
    ]);
    return { summary, labour: sales.data, staff, names: new Map(staff.map((s) => [s.handle, s.name])) };
  }, [week, version]);

  const changed = () => setVersion((v) => v + 1);
  // Reload after a failure too: "Approve all" may have approved some timesheets before one failed.
  const act = async (action: () => Promise<unknown>) => {
    await run(action);
    changed();
  };

  const summary = data.data?.summary;
  const nameOf = (handle: string) => data.data?.names.get(handle) ?? handle;
  const selectedEntry = summary?.entries.find((entry) => entry.timesheet === selected);
  const pending = summary?.entries.filter((e) => e.status === 'pending') ?? [];
  // Worked hours with no rate are paid $0.00 (SPEC §1): said wherever the rate shows.
  const withoutRate = (entries: WeekSummaryEntry[]) =>
    entries.filter((e) => e.rate === undefined && e.hours > 0).map((e) => nameOf(e.staff));

  const approve = (entries: WeekSummaryEntry[], of: string) =>
    act(async () => {
      setAsking(undefined);
      for (const entry of entries) await apiSend('POST', `/timesheets/${entry.timesheet}/approve`);
      notify(`Approved ${entries.length} timesheet${entries.length === 1 ? '' : 's'} of ${of}`);
    });
  const rangeOf = (start: string) => formatRange(start, addDays(start, 6));

  // "Approve all" on a week not over offers the week before when it has ended with sheets waiting.
  const approveAll = async () => {
    const ask: ApprovalAsk = {
      week,
      names: pending.map((e) => nameOf(e.staff)),
      withoutRate: withoutRate(pending),
    };
    if (!needsApprovalCheck(ask, shop.timezone)) return approve(pending, rangeOf(week));
    const before = addDays(week, -7);
    if (!weekHasEnded(week, shop.timezone) && weekHasEnded(before, shop.timezone)) {
      const earlier = await apiGet<WeekSummary>('/timesheets', { week: before }).catch(() => undefined);
      if (earlier && earlier.pending > 0) {
        ask.endedWeek = { week: before, pending: earlier.pending };
        // Either choice approves someone without a rate: name them all, once.
        const waiting = earlier.entries.filter((e) => e.status === 'pending');
        ask.withoutRate = [...new Set([...ask.withoutRate, ...withoutRate(waiting)])];
      }
    }
    setAsking(ask);
  };
  const approveEnded = (ended: string) =>
    act(async () => {
      setAsking(undefined);
      const earlier = await apiGet<WeekSummary>('/timesheets', { week: ended });
      const waiting = earlier.entries.filter((e) => e.status === 'pending');
      for (const entry of waiting) await apiSend('POST', `/timesheets/${entry.timesheet}/approve`);
      setSelected(undefined);
      setWeek(ended);
      notify(`Approved ${waiting.length} timesheet${waiting.length === 1 ? '' : 's'} of ${rangeOf(ended)}`);
    });

  return (
    <Page
      fullWidth
      title="Timesheets"
      primaryAction={{
        content: 'Approve all',
        disabled: pending.length === 0,
        loading: busy,
        onAction: () => void approveAll(),
      }}
      secondaryActions={[
        { content: 'Add hours', onAction: () => setDraft({ staff: '', date: week }) },
        {
          content: 'Download CSV',
          onAction: () => act(() => downloadCsv('/timesheets', { week }, `timesheets-${week}.csv`)),
        },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <WeekNavigator
              week={week}
              onChange={(next) => {
                setSelected(undefined);
                setWeek(next);
              }}
            />
            <ErrorBanner error={data.error} title="The timesheets could not be loaded" />
            <ErrorBanner error={actionError} onDismiss={clearActionError} />
            {!summary ? (
              data.loading ? (
                <LoadingCard lines={6} />
              ) : null
            ) : (
              <>
                <InlineGrid columns={{ xs: 1, sm: 3 }} gap="400">
                  <Metric label="Approved" value={String(summary.approved)} testId="summary-approved" />
                  <Metric label="Pending" value={String(summary.pending)} testId="summary-pending" />
                  <Metric
                    label="Gross"
                    value={formatMoney(summary.gross, shop.currency)}
                    testId="summary-gross"
                  />
                </InlineGrid>
                {summary.entries.length === 0 ? (
                  <Card>
                    <EmptyState
                      heading="No hours this week"
                      action={{ content: 'Add hours', onAction: () => setDraft({ staff: '', date: week }) }}
                      image=""
                    >
                      <p>A timesheet starts with the first entry of a staff member's week.</p>
                    </EmptyState>
                  </Card>
                ) : (
                  <Card padding="0">
                    <DataTable
                      columnContentTypes={[
                        'text',
                        'numeric',
                        'numeric',
                        'numeric',
                        'numeric',
                        'text',
                        'text',
                      ]}
                      headings={['Staff', 'Hours', 'Overtime', 'Rate', 'Gross', 'Status', '']}
                      rows={summary.entries.map((entry) => [
                        nameOf(entry.staff),
                        formatHours(entry.hours),
                        formatHours(entry.overtime),
                        entry.rate === undefined ? (
                          <NoRateBadge key="r" />
                        ) : (
                          formatMoney(entry.rate, shop.currency)
                        ),
                        formatMoney(entry.gross, shop.currency),
                        <Badge key="s" tone={entry.status === 'approved' ? 'success' : 'attention'}>
                          {entry.status === 'approved' ? 'Approved' : 'Pending'}
                        </Badge>,
                        <Box key="a">
                          <Button
                            size="slim"
                            pressed={selected === entry.timesheet}
                            onClick={() =>
                              setSelected(selected === entry.timesheet ? undefined : entry.timesheet)
                            }
                            accessibilityLabel={`Entries of ${nameOf(entry.staff)}`}
                          >
                            Entries
                          </Button>
                        </Box>,
                      ])}
                      totals={['', '', '', '', formatMoney(summary.gross, shop.currency), '', '']}
                      showTotalsInFooter
                    />
                  </Card>
                )}
                {selected && (
                  <TimesheetDetail
                    id={selected}
                    name={selectedEntry && nameOf(selectedEntry.staff)}
                    version={version}
                    onEdit={setDraft}
                    onChanged={changed}
                    onApproved={notify}
                  />
                )}
                {summary.entries.length > 0 && data.data && (
                  <Suspense fallback={<LoadingCard lines={6} />}>
                    <LabourChart days={data.data.labour} currency={shop.currency} />
                  </Suspense>
                )}
              </>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {asking && (
        <ApproveCheckModal
          ask={asking}
          busy={busy}
          onApprove={() => void approve(pending, rangeOf(asking.week))}
          onApproveEnded={() => asking.endedWeek && void approveEnded(asking.endedWeek.week)}
          onClose={() => setAsking(undefined)}
        />
      )}
      {toast}
      {draft && (
        <EntryModal
          draft={draft}
          staff={data.data?.staff ?? []}
          onClose={() => setDraft(undefined)}
          onSaved={() => {
            setDraft(undefined);
            changed();
          }}
        />
      )}
    </Page>
  );
}
