import { BlockStack, Card, EmptyState, Layout, Page } from '@shopify/polaris';
import { useState } from 'react';
import { ApiError } from '../api/api-error.js';
import { apiGet, apiGetAll } from '../api/client.js';
import type { Availability, Shift, ShiftWrite, Staff, TimeOff } from '../api/types.js';
import { CopySummaryBanner } from '../components/copy-summary-banner.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { PublishSummaryBanner } from '../components/publish-summary-banner.js';
import { navigate } from '../components/router.js';
import { ScheduleGrid } from '../components/schedule-grid.js';
import { ScheduleLegend } from '../components/schedule-legend.js';
import { OPEN_SHIFT, type ShiftDraft, ShiftModal } from '../components/shift-modal.js';
import { ShiftWarningsBanner } from '../components/shift-warnings-banner.js';
import { useShop } from '../components/shop-context.js';
import { useResource } from '../components/use-resource.js';
import { useWeekActions } from '../components/use-week-actions.js';
import { useCurrentWeek, WeekNavigator } from '../components/week-navigator.js';
import { addDays, today, weekDays } from '../lib/time.js';

/** Approved time off that touches the week; a server without the route shows none. */
async function approvedTimeOff(week: string): Promise<TimeOff[]> {
  try {
    return await apiGetAll<TimeOff>('/time-off', { from: week, to: addDays(week, 6), status: 'approved' });
  } catch (error) {
    if (error instanceof ApiError && error.isMissingRoute) return [];
    throw error;
  }
}

/**
 * Every listed staff member's availability (SPEC §17), keyed by id. There is no list route, so
 * it is one GET per person; a document holds every week, so the page reads it once per visit
 * and roster rather than on every week switch.
 */
async function availabilityOf(staffIds: readonly string[]): Promise<Map<string, Availability>> {
  const documents = await Promise.all(
    staffIds.map((id) =>
      apiGet<Availability>(`/staff/${id}/availability`).catch((error: unknown) => {
        // A server without the route shows no marks, as with time off.
        if (error instanceof ApiError && error.isMissingRoute) return undefined;
        throw error;
      }),
    ),
  );
  const byId = new Map<string, Availability>();
  for (const document of documents) if (document) byId.set(document.staff_id, document);
  return byId;
}

/** The week's shifts, one row per staff member, one column per local day of the shop. */
export default function SchedulePage() {
  const { shop } = useShop();
  const tz = shop.timezone;
  const [week, setWeek] = useState(useCurrentWeek());
  const [draft, setDraft] = useState<ShiftDraft>();
  const [warned, setWarned] = useState<ShiftWrite>();
  const days = weekDays(week);

  const data = useResource(async () => {
    const [staff, shifts, timeOff] = await Promise.all([
      apiGetAll<Staff>('/staff'),
      apiGetAll<Shift>('/shifts', { from: week, to: addDays(week, 6) }),
      approvedTimeOff(week),
    ]);
    return { staff, shifts, timeOff };
  }, [week]);

  const staff = data.data?.staff ?? [];
  const shifts = data.data?.shifts ?? [];
  const drafts = shifts.filter((shift) => !shift.published).length;
  // Inactive staff still show when they have shifts this week.
  const rows = staff.filter((s) => s.active || shifts.some((shift) => shift.staff_id === s.id));
  const staffIds = staff.map((s) => s.id).sort();
  const availability = useResource(
    () => (staffIds.length === 0 ? Promise.resolve(new Map()) : availabilityOf(staffIds)),
    [staffIds],
  );
  const actions = useWeekActions({ week, staff, timeZone: tz, onDone: () => void data.reload() });

  return (
    <Page
      fullWidth
      title="Schedule"
      subtitle={`${shifts.length} shift${shifts.length === 1 ? '' : 's'} this week`}
      primaryAction={{
        content: 'Publish week',
        // Counts of a week still loading belong to the week before.
        disabled: data.loading || drafts === 0,
        loading: actions.publishing,
        onAction: actions.publish,
        helpText: drafts === 0 ? 'Every shift of this week is published' : undefined,
      }}
      secondaryActions={[
        {
          content: 'Copy to next week',
          disabled: data.loading || shifts.length === 0,
          loading: actions.copying,
          onAction: actions.copyToNextWeek,
        },
        {
          content: 'Add shift',
          disabled: staff.length === 0,
          onAction: () => setDraft({ staff: rows[0]?.id ?? '', date: days[0]! }),
        },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <WeekNavigator week={week} onChange={setWeek} />
            <ErrorBanner error={data.error} title="The schedule could not be loaded" />
            <ErrorBanner error={availability.error} title="Availability could not be loaded" />
            <ErrorBanner error={actions.error} title="The week was not changed" onDismiss={actions.dismiss} />
            {warned && (
              <ShiftWarningsBanner
                saved={warned}
                staffName={staff.find((s) => s.id === warned.staff_id)?.name ?? warned.staff ?? ''}
                timeZone={tz}
                onDismiss={() => setWarned(undefined)}
              />
            )}
            {/* What Publish or Copy did belongs to its weeks: browsing elsewhere hides it. */}
            {actions.published?.week === week && (
              <PublishSummaryBanner result={actions.published} onDismiss={actions.dismiss} />
            )}
            {actions.copied && [actions.copied.fromWeek, actions.copied.toWeek].includes(week) && (
              <CopySummaryBanner
                summary={actions.copied}
                onView={() => setWeek(actions.copied!.toWeek)}
                onDismiss={actions.dismiss}
              />
            )}
            {data.loading && !data.data ? (
              <LoadingCard lines={8} />
            ) : rows.length === 0 && !data.error ? (
              <Card>
                <EmptyState
                  heading="Add your staff to start scheduling"
                  action={{ content: 'Add staff', onAction: () => navigate('/staff') }}
                  image=""
                >
                  <p>Shifts are planned per staff member, week by week, in the shop's time zone.</p>
                </EmptyState>
              </Card>
            ) : (
              <BlockStack gap="200">
                <ScheduleLegend drafts={drafts} published={shifts.length - drafts} />
                <ScheduleGrid
                  days={days}
                  staff={rows}
                  shifts={shifts}
                  timeOff={data.data?.timeOff ?? []}
                  availability={availability.data ?? new Map()}
                  today={today(tz)}
                  timeZone={tz}
                  onOpenShift={(shift) => setDraft({ shift })}
                  onAddShift={(staffId, date) => setDraft({ staff: staffId ?? OPEN_SHIFT, date })}
                />
              </BlockStack>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {draft && (
        <ShiftModal
          draft={draft}
          staff={staff.filter((s) => s.active)}
          onClose={() => setDraft(undefined)}
          onAnswer={(saved) => setWarned(saved.warnings.length > 0 ? saved : undefined)}
          onSaved={() => {
            setDraft(undefined);
            void data.reload();
          }}
        />
      )}
    </Page>
  );
}
