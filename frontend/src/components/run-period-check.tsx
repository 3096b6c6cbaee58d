import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { apiGet, apiGetAll } from '../api/client.js';
import type { Staff, WeekSummary } from '../api/types.js';
import { formatHours } from '../lib/format.js';
import { addDays, formatRange, weekStartOf } from '../lib/time.js';
import { RouterLink } from './router.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

/** Most weeks a period is checked over (a year): a longer one is checked on its first year. */
const MAX_WEEKS = 53;

/** The work weeks a run over start..end takes: those whose first day is in the period (SPEC §6). */
export function weeksStartingIn(
  start: string,
  end: string,
  weekStart: Parameters<typeof weekStartOf>[1],
): string[] {
  let week = weekStartOf(start, weekStart);
  if (week < start) week = addDays(week, 7);
  const weeks: string[] = [];
  for (; week <= end && weeks.length < MAX_WEEKS; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

const sheets = (n: number) => `${n} pending timesheet${n === 1 ? '' : 's'}`;

/**
 * Before a run is made, what it will leave out or pay wrongly: the pending timesheets of its
 * weeks (a run takes approved ones only), each week with a link to its timesheets, and the
 * approved hours of staff with no hourly rate (paid $0.00).
 */
export function RunPeriodCheck({ start, end }: { start: string; end: string }) {
  const { shop } = useShop();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && start <= end;
  const check = useResource(async () => {
    if (!valid) return { pending: [], unpaid: [] };
    const [summaries, staff] = await Promise.all([
      Promise.all(
        weeksStartingIn(start, end, shop.week_start).map((week) =>
          apiGet<WeekSummary>('/timesheets', { week }),
        ),
      ),
      apiGetAll<Staff>('/staff'),
    ]);
    const names = new Map(staff.map((s) => [s.handle, s.name]));
    const nameOf = (handle: string) => names.get(handle) ?? handle;
    const weekOf = (summary: WeekSummary) => weekStartOf(summary.week, shop.week_start);
    const pending = summaries
      .filter((summary) => summary.pending > 0)
      .map((summary) => ({
        week: weekOf(summary),
        count: summary.pending,
        names: summary.entries.filter((e) => e.status === 'pending').map((e) => nameOf(e.staff)),
      }));
    const unpaid = new Map<string, number>();
    for (const summary of summaries)
      for (const e of summary.entries)
        if (e.status === 'approved' && e.rate === undefined && e.hours > 0)
          unpaid.set(nameOf(e.staff), (unpaid.get(nameOf(e.staff)) ?? 0) + e.hours);
    return { pending, unpaid: [...unpaid] };
  }, [start, end, shop.week_start]);

  const data = check.data;
  if (!data || (data.pending.length === 0 && data.unpaid.length === 0)) return null;
  const left = data.pending.reduce((sum, week) => sum + week.count, 0);
  return (
    <BlockStack gap="200">
      {data.pending.length > 0 && (
        <Banner tone="warning" title={`This run will leave out ${sheets(left)}`}>
          <BlockStack gap="100">
            <Text as="p">
              A run takes approved timesheets only. Approve these first to pay them in this run:
            </Text>
            <List type="bullet">
              {data.pending.map((week) => (
                <List.Item key={week.week}>
                  <span data-testid={`run-pending-${week.week}`}>
                    {`${formatRange(week.week, addDays(week.week, 6))}: ${sheets(week.count)} (${week.names.join(', ')}). `}
                  </span>
                  <RouterLink url={`/timesheets?week=${week.week}`}>Review that week's timesheets</RouterLink>
                </List.Item>
              ))}
            </List>
          </BlockStack>
        </Banner>
      )}
      {data.unpaid.length > 0 && (
        <Banner tone="warning" title="Approved hours with no hourly rate">
          <p data-testid="run-no-rate">
            {data.unpaid.map(([name, hours]) => `${name} (${formatHours(hours)})`).join(', ')}: no hourly
            rate, so these hours are paid nothing. Set a rate on the Staff page, then reopen and approve the
            timesheet.
          </p>
        </Banner>
      )}
    </BlockStack>
  );
}
