import { Banner, BlockStack, Card, EmptyState, Layout, Link, Page, Select } from '@shopify/polaris';
import { useState } from 'react';
import { ApiError } from '../api/api-error.js';
import { apiGet, apiGetAll, apiSend } from '../api/client.js';
import type { Shift, ShiftRequest, ShiftRequestStatus, Staff } from '../api/types.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { navigate } from '../components/router.js';
import { ShiftRequestDenyModal } from '../components/shift-request-deny-modal.js';
import { ShiftRequestList } from '../components/shift-request-list.js';
import { useShop } from '../components/shop-context.js';
import { useAction } from '../components/use-action.js';
import { useResource } from '../components/use-resource.js';
import { describeParties, describeShiftTime, REQUEST_STATUS_OPTIONS } from '../lib/shift-requests.js';

/**
 * The shifts the requests are about. A request is made before its shift starts, so every shift
 * starts after the oldest request was created: one paged read from then on finds them all, and
 * the few it misses (a shift moved earlier since) are read one by one. A deleted one is absent.
 */
async function shiftsOf(requests: readonly ShiftRequest[]): Promise<Map<string, Shift>> {
  const byId = new Map<string, Shift>();
  if (requests.length === 0) return byId;
  const wanted = new Set(requests.map((r) => r.shift));
  const oldest = requests.map((r) => r.created_at).sort()[0];
  for (const shift of await apiGetAll<Shift>('/shifts', { from: oldest }))
    if (wanted.has(shift.id)) byId.set(shift.id, shift);
  const missing = [...wanted].filter((id) => !byId.has(id));
  const found = await Promise.all(
    missing.map((id) =>
      apiGet<Shift>(`/shifts/${id}`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }),
    ),
  );
  for (const shift of found) if (shift) byId.set(shift.id, shift);
  return byId;
}

/**
 * Claims, swaps and drops that staff make in the staff app (SPEC §17). With
 * `shift_requests_need_approval` on (the default), an accepted request waits here for a manager.
 */
export default function ShiftRequestsPage() {
  const { shop } = useShop();
  const tz = shop.timezone;
  const [status, setStatus] = useState<ShiftRequestStatus | ''>('accepted');
  const [denying, setDenying] = useState<ShiftRequest>();
  const [busyId, setBusyId] = useState<string>();
  const [approved, setApproved] = useState<string>();
  const approval = useAction();

  const staff = useResource(() => apiGetAll<Staff>('/staff'), []);
  const list = useResource(async () => {
    const requests = await apiGetAll<ShiftRequest>('/shift-requests', { status: status || undefined });
    // Newest first: the list answers oldest first.
    requests.reverse();
    return { requests, shifts: await shiftsOf(requests) };
  }, [status]);

  const people = staff.data ?? [];
  const nameOf = (id: string | null, handle: string | null) =>
    people.find((s) => s.id === id)?.name ?? handle ?? '';
  const shifts = list.data?.shifts ?? new Map<string, Shift>();
  const summaryOf = (request: ShiftRequest) => {
    const shift = shifts.get(request.shift);
    return `${shift ? describeShiftTime(shift, tz) : 'Shift deleted'}: ${describeParties(request, nameOf)}`;
  };

  const approve = async (request: ShiftRequest) => {
    setBusyId(request.id);
    setApproved(undefined);
    const done = await approval.run(() => apiSend('POST', `/shift-requests/${request.id}/approve`));
    if (done) setApproved(`Approved: ${summaryOf(request)}. The shift is on the schedule.`);
    setBusyId(undefined);
    // A refusal may mean the request or its shift changed meanwhile: show them as they are now.
    void list.reload();
  };

  return (
    <Page
      title="Shift requests"
      subtitle="Swaps, drops and claims of open shifts that staff make in the staff app."
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {!shop.shift_requests_need_approval && (
              <Banner tone="info" title="Requests do not wait for a manager">
                <p>
                  An accepted swap or drop, and a claim of an open shift, moves the shift at once. To approve
                  them first, turn on approval in <Link onClick={() => navigate('/settings')}>Settings</Link>.
                </p>
              </Banner>
            )}
            <ErrorBanner error={staff.error ?? list.error} title="The requests could not be loaded" />
            <ErrorBanner
              error={approval.error}
              title="The request was not approved"
              onDismiss={approval.clearError}
              words={{ timeZone: tz, names: new Map(people.map((s) => [s.id, s.name])) }}
            />
            {approved && (
              <Banner tone="success" onDismiss={() => setApproved(undefined)}>
                <p>{approved}</p>
              </Banner>
            )}
            <Card padding="0">
              <div style={{ padding: 'var(--p-space-300)', maxWidth: 320 }}>
                <Select
                  label="Status"
                  labelInline
                  options={REQUEST_STATUS_OPTIONS}
                  value={status}
                  onChange={(value) => setStatus(value as ShiftRequestStatus | '')}
                />
              </div>
              {list.loading && !list.data ? (
                <LoadingCard lines={4} />
              ) : (list.data?.requests ?? []).length === 0 ? (
                <EmptyState heading="No requests here" image="">
                  <p>
                    Swaps, drops and claims appear here; accepted ones wait for a manager to approve or deny.
                  </p>
                </EmptyState>
              ) : (
                <ShiftRequestList
                  requests={list.data?.requests ?? []}
                  shifts={shifts}
                  nameOf={nameOf}
                  timeZone={tz}
                  busyId={busyId}
                  onApprove={(request) => void approve(request)}
                  onDeny={setDenying}
                />
              )}
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
      {denying && (
        <ShiftRequestDenyModal
          request={denying}
          summary={summaryOf(denying)}
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
