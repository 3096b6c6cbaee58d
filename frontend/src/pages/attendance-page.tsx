import { BlockStack, Card, EmptyState, Layout, Page, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, apiGetAll, downloadCsv } from '../api/client.js';
import type { AttendanceWeek, Staff } from '../api/types.js';
import { AttendanceTable } from '../components/attendance-table.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { useShop } from '../components/shop-context.js';
import { useResource } from '../components/use-resource.js';
import { useCurrentWeek, WeekNavigator } from '../components/week-navigator.js';

/** The week's shifts beside what was clocked (GET /v1/attendance): late, early, no-show. */
export default function AttendancePage() {
  const { shop } = useShop();
  const [week, setWeek] = useState(useCurrentWeek());
  const [error, setError] = useState<unknown>();

  const data = useResource(async () => {
    // Rows carry handles; names come from the roster, inactive staff included.
    const [attendance, staff] = await Promise.all([
      apiGet<AttendanceWeek>('/attendance', { week }),
      apiGetAll<Staff>('/staff'),
    ]);
    return { week, rows: attendance.data, names: new Map(staff.map((s) => [s.id, s.name])) };
  }, [week]);
  // Another week's rows under this week's dates would mislead: wait for the week on screen.
  const shown = data.data?.week === week ? data.data : undefined;
  const late = shown?.rows.filter((row) => row.status === 'late').length ?? 0;
  const noShows = shown?.rows.filter((row) => row.status === 'no_show').length ?? 0;
  const missing = shown?.rows.filter((row) => row.status === 'missing').length ?? 0;

  return (
    <Page
      fullWidth
      title="Attendance"
      secondaryActions={[
        {
          content: 'Download CSV',
          onAction: () => downloadCsv('/attendance', { week }, `attendance-${week}.csv`).catch(setError),
        },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <WeekNavigator week={week} onChange={setWeek} />
            <ErrorBanner error={data.error} title="The attendance could not be loaded" />
            <ErrorBanner error={error} onDismiss={() => setError(undefined)} />
            {!shown ? (
              !data.error && <LoadingCard lines={6} />
            ) : shown.rows.length === 0 ? (
              <Card>
                <EmptyState heading="No shifts or hours this week" image="">
                  <p>Rows appear for every scheduled shift, and for hours clocked outside a shift.</p>
                </EmptyState>
              </Card>
            ) : (
              <>
                <Text as="p" tone="subdued">
                  <span data-testid="attendance-summary">
                    {`${late} late, ${noShows} ${noShows === 1 ? 'no-show' : 'no-shows'}${missing > 0 ? `, ${missing} missing now` : ''} · times in ${shop.timezone}`}
                  </span>
                </Text>
                <Card padding="0">
                  <AttendanceTable rows={shown.rows} names={shown.names} timeZone={shop.timezone} />
                </Card>
              </>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
