import { Banner, BlockStack, Card, EmptyState, Layout, Page } from '@shopify/polaris';
import { useState } from 'react';
import { apiGet, downloadCsv } from '../api/client.js';
import type { ClockRow } from '../api/types.js';
import { ClockBoard } from '../components/clock-board.js';
import { ClockFixModal } from '../components/clock-fix-modal.js';
import { ErrorBanner } from '../components/error-banner.js';
import { KioskSetupModal } from '../components/kiosk-setup-modal.js';
import { LoadingCard } from '../components/loading-card.js';
import { navigate } from '../components/router.js';
import { useShop } from '../components/shop-context.js';
import { usePolling } from '../components/use-polling.js';
import { useResource } from '../components/use-resource.js';
import { isMissing } from '../lib/clock.js';

/** How often the board asks again: staff clock in at a kiosk or POS, not on this page. */
const POLL_MS = 20_000;

/**
 * GET /v1/clock as a board: who is on, on a break or off, and each one's next published shift.
 * A reload keeps the rows on screen until the new ones arrive, so polling never flickers.
 */
export default function WhosWorkingPage() {
  const { shop } = useShop();
  const board = useResource(async () => (await apiGet<{ data: ClockRow[] }>('/clock')).data, []);
  usePolling(board.reload, POLL_MS);
  const [fixing, setFixing] = useState<ClockRow & { entry: string }>();
  const [settingUpKiosk, setSettingUpKiosk] = useState(false);
  const [error, setError] = useState<unknown>();

  const rows = board.data;
  const overdue = rows?.filter((row) => row.overdue).length ?? 0;
  const now = Date.now();
  const missing = rows?.filter((row) => isMissing(row, now)) ?? [];
  const count = (state: ClockRow['state']) => rows?.filter((row) => row.state === state).length ?? 0;

  return (
    <Page
      title="Who's working"
      subtitle={rows && `${count('on')} on, ${count('break')} on a break · times in ${shop.timezone}`}
      primaryAction={{ content: 'Set up a kiosk', onAction: () => setSettingUpKiosk(true) }}
      secondaryActions={[
        { content: 'Download CSV', onAction: () => downloadCsv('/clock', {}, 'clock.csv').catch(setError) },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <ErrorBanner error={board.error} title="The board could not be loaded" />
            <ErrorBanner error={error} onDismiss={() => setError(undefined)} />
            {overdue > 0 && (
              <Banner
                tone="critical"
                title={overdue === 1 ? '1 forgotten clock-out' : `${overdue} forgotten clock-outs`}
              >
                <p data-testid="overdue-banner">
                  Clocked in for more than 16 hours. Nothing closes an entry by itself: fix the clock-out so
                  the timesheet counts the right hours.
                </p>
              </Banner>
            )}
            {missing.length > 0 && (
              <Banner
                tone="warning"
                title={
                  missing.length === 1
                    ? '1 shift started with no clock-in'
                    : `${missing.length} shifts started with no clock-in`
                }
              >
                <p data-testid="missing-banner">
                  {`${missing.map((row) => row.name).join(', ')}: on the schedule now, not clocked in for more than 5 minutes. A call may still save the shift; if they forgot to clock in, fix their hours on Timesheets.`}
                </p>
              </Banner>
            )}
            {!rows ? (
              !board.error && <LoadingCard />
            ) : rows.length === 0 ? (
              <Card>
                <EmptyState
                  heading="No active staff"
                  action={{ content: 'Add staff', onAction: () => navigate('/staff') }}
                  image=""
                >
                  <p>Staff members appear here once they are added, with their clock state.</p>
                </EmptyState>
              </Card>
            ) : (
              <Card padding="0">
                <ClockBoard rows={rows} timeZone={shop.timezone} now={now} onFix={setFixing} />
              </Card>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {fixing && (
        <ClockFixModal
          row={fixing}
          onClose={() => setFixing(undefined)}
          onSaved={() => {
            setFixing(undefined);
            void board.reload();
          }}
        />
      )}
      {settingUpKiosk && <KioskSetupModal onClose={() => setSettingUpKiosk(false)} />}
    </Page>
  );
}
