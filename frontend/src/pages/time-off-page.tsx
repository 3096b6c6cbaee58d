import { BlockStack, Card, EmptyState, Layout, Page, Select, Tabs } from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend, downloadCsv } from '../api/client.js';
import type { Staff, TimeOff, TimeOffStatus } from '../api/types.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { useShop } from '../components/shop-context.js';
import { TimeOffConflicts } from '../components/time-off-conflicts.js';
import { TimeOffDenyModal } from '../components/time-off-deny-modal.js';
import { TimeOffList } from '../components/time-off-list.js';
import { TimeOffRequestModal } from '../components/time-off-request-modal.js';
import { useAction } from '../components/use-action.js';
import { useResource } from '../components/use-resource.js';
import { today } from '../lib/time.js';

const TABS: { id: string; content: string; status?: TimeOffStatus }[] = [
  { id: 'all', content: 'All' },
  { id: 'requested', content: 'Requested', status: 'requested' },
  { id: 'approved', content: 'Approved', status: 'approved' },
  { id: 'denied', content: 'Denied', status: 'denied' },
];

/** Requests for days off, approved or denied by the manager; approved days show on the schedule. */
export default function TimeOffPage() {
  const { shop } = useShop();
  const [tab, setTab] = useState(0);
  const [staffFilter, setStaffFilter] = useState('');
  const [requesting, setRequesting] = useState(false);
  const [denying, setDenying] = useState<TimeOff>();
  const [reassigning, setReassigning] = useState<TimeOff>();
  const [busyId, setBusyId] = useState<string>();
  const approval = useAction();
  const download = useAction();
  const status = TABS[tab]?.status;

  const staff = useResource(() => apiGetAll<Staff>('/staff'), []);
  const list = useResource(async () => {
    const rows = await apiGetAll<TimeOff>('/time-off', { status, staff: staffFilter || undefined });
    return rows.sort((a, b) => b.starts_on.localeCompare(a.starts_on) || a.id.localeCompare(b.id));
  }, [status, staffFilter]);

  const people = staff.data ?? [];
  const nameOf = (t: TimeOff) => people.find((s) => s.id === t.staff_id)?.name ?? t.staff;

  const approve = async (timeOff: TimeOff) => {
    setBusyId(timeOff.id);
    setReassigning(undefined);
    await approval.run(async () => {
      setReassigning(await apiSend<TimeOff>('POST', `/time-off/${timeOff.id}/approve`));
    });
    setBusyId(undefined);
    void list.reload();
  };

  return (
    <Page
      title="Time off"
      subtitle="Approved days off show on the schedule, and no shift can be planned on them."
      primaryAction={{
        content: 'Request time off',
        disabled: people.length === 0,
        onAction: () => setRequesting(true),
      }}
      secondaryActions={[
        {
          content: 'Download CSV',
          loading: download.busy,
          onAction: () =>
            void download.run(() =>
              downloadCsv('/time-off', { status, staff: staffFilter || undefined }, 'time-off.csv'),
            ),
        },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <ErrorBanner error={staff.error ?? list.error} title="The time off could not be loaded" />
            <ErrorBanner
              error={download.error}
              title="The CSV could not be downloaded"
              onDismiss={download.clearError}
            />
            <ErrorBanner
              error={approval.error}
              title="The time off was not approved"
              onDismiss={approval.clearError}
            />
            {reassigning && (
              <TimeOffConflicts
                key={reassigning.id}
                timeOff={reassigning}
                staff={people}
                onChanged={() => void list.reload()}
                onDismiss={() => setReassigning(undefined)}
              />
            )}
            <Card padding="0">
              <Tabs tabs={TABS} selected={tab} onSelect={setTab}>
                <div style={{ padding: 'var(--p-space-300)', maxWidth: 320 }}>
                  <Select
                    label="Staff member"
                    labelInline
                    options={[
                      { label: 'Everyone', value: '' },
                      ...people.map((s) => ({ label: s.name, value: s.id })),
                    ]}
                    value={staffFilter}
                    onChange={setStaffFilter}
                  />
                </div>
                {list.loading && !list.data ? (
                  <LoadingCard lines={4} />
                ) : (list.data ?? []).length === 0 ? (
                  <EmptyState heading="No time off here" image="">
                    <p>Requests appear here for the manager to approve or deny.</p>
                  </EmptyState>
                ) : (
                  <TimeOffList
                    timeOff={list.data ?? []}
                    staff={people}
                    busyId={busyId}
                    onApprove={(t) => void approve(t)}
                    onDeny={setDenying}
                    onReassign={setReassigning}
                  />
                )}
              </Tabs>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
      {requesting && (
        <TimeOffRequestModal
          staff={people.filter((s) => s.active)}
          firstDay={today(shop.timezone)}
          onClose={() => setRequesting(false)}
          onSaved={() => {
            setRequesting(false);
            void list.reload();
          }}
        />
      )}
      {denying && (
        <TimeOffDenyModal
          timeOff={denying}
          staffName={nameOf(denying)}
          onClose={() => setDenying(undefined)}
          onDenied={() => {
            setDenying(undefined);
            void list.reload();
          }}
        />
      )}
    </Page>
  );
}
