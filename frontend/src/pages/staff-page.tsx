import {
  Badge,
  Banner,
  BlockStack,
  Button,
  ButtonGroup,
  Card,
  DataTable,
  EmptyState,
  Layout,
  Page,
} from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { apiGet, apiGetAll, apiSend, downloadCsv } from '../api/client.js';
import type { GoalProgress, ListPage, ShopifyStaffList, Staff } from '../api/types.js';
import { AvailabilityModal } from '../components/availability-modal.js';
import { ErrorBanner } from '../components/error-banner.js';
import { GoalProgressCell } from '../components/goal-progress-cell.js';
import { LoadingCard } from '../components/loading-card.js';
import { NoRateBadge } from '../components/no-rate-badge.js';
import { PinStatus } from '../components/pin-field.js';
import { pageParam } from '../components/router.js';
import { useShop } from '../components/shop-context.js';
import { ShopifyLinkStatus } from '../components/shopify-link-field.js';
import { StaffEmailCell } from '../components/staff-email-cell.js';
import { StaffModal } from '../components/staff-modal.js';
import { useResource } from '../components/use-resource.js';
import { useToast } from '../components/use-toast.js';
import { formatMoney } from '../lib/format.js';
import { formatInstant } from '../lib/time.js';

/** Every staff member's sales goal this local month (decision 70), by staff id. */
async function goalsThisMonth(): Promise<Map<string, GoalProgress>> {
  const rows: GoalProgress[] = [];
  let startingAfter: string | undefined;
  // Bounded by the roster: one page per 100 staff with a goal.
  for (;;) {
    const page = await apiGet<ListPage<GoalProgress>>('/sales-goals', {
      limit: 100,
      starting_after: startingAfter,
    });
    rows.push(...page.data);
    if (!page.has_more || !page.next_cursor) break;
    startingAfter = page.next_cursor;
  }
  return new Map(rows.map((row) => [row.staff_id, row]));
}

/**
 * The roster: add, edit rates, clock-in PINs and Shopify POS links, deactivate; the free plan's
 * active-staff count on top. Whether a PIN is set is all the roster shows of it. Each sales goal
 * shows how far this month has come to it.
 */
export default function StaffPage() {
  const { shop, reloadShop } = useShop();
  const list = useResource(() => apiGetAll<Staff>('/staff'), []);
  const goals = useResource(goalsThisMonth, []);
  // Names the POS links; `granted: false` (or a failure) leaves ids and the typed-id field.
  const shopifyStaff = useResource(() => apiGet<ShopifyStaffList>('/shopify-staff-members'), []);
  const [editing, setEditing] = useState<Staff | 'new'>();
  const [availabilityOf, setAvailabilityOf] = useState<Staff>();
  const [error, setError] = useState<unknown>();
  const { show: notify, toast } = useToast();
  const [invited, setInvited] = useState<string>();
  const [inviting, setInviting] = useState<string>();
  const { active_staff: active, active_staff_limit: limit } = shop.usage;
  // A link from elsewhere (a payroll file's missing ids) opens that staff member's form once.
  const [linked, setLinked] = useState(() => pageParam('edit'));
  useEffect(() => {
    const member = linked ? list.data?.find((s) => s.handle === linked) : undefined;
    if (!member) return;
    setEditing(member);
    setLinked(null);
  }, [linked, list.data]);

  const refresh = () => {
    void list.reload();
    void goals.reload();
    void reloadShop();
  };
  const setActive = async (member: Staff, value: boolean) => {
    setError(undefined);
    try {
      await apiSend('PATCH', `/staff/${member.id}`, { active: value });
    } catch (caught) {
      setError(caught);
    }
    refresh();
  };

  // SPEC §15: an emailed link to the staff app, valid 7 days; the server refuses (422) a person
  // without an email or inactive, so the button only shows where it can work.
  const invite = async (member: Staff) => {
    setError(undefined);
    setInvited(undefined);
    setInviting(member.id);
    try {
      await apiSend('POST', `/staff/${member.id}/invite`);
      setInvited(
        shop.email_enabled
          ? `Invite sent to ${member.name} (${member.email}). The link works for 7 days.`
          : `Invite made for ${member.name}, but this server has no SMTP server set up, so no email goes out.`,
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setInviting(undefined);
    }
  };

  return (
    <Page
      title="Staff"
      primaryAction={{ content: 'Add staff member', onAction: () => setEditing('new') }}
      secondaryActions={[
        { content: 'Download CSV', onAction: () => downloadCsv('/staff', {}, 'staff.csv').catch(setError) },
      ]}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Banner tone={limit !== null && active >= limit ? 'warning' : 'info'}>
              <p data-testid="staff-usage">
                {limit === null
                  ? `${active} active staff (${shop.plan} plan, no limit)`
                  : `${active} of ${limit} active staff on the ${shop.plan} plan`}
              </p>
            </Banner>
            <ErrorBanner error={list.error} title="The staff could not be loaded" />
            <ErrorBanner error={error} onDismiss={() => setError(undefined)} />
            {invited && (
              <Banner tone="success" onDismiss={() => setInvited(undefined)}>
                <p>{invited}</p>
              </Banner>
            )}
            {list.loading && !list.data ? (
              <LoadingCard />
            ) : list.data?.length === 0 ? (
              <Card>
                <EmptyState
                  heading="No staff yet"
                  action={{ content: 'Add staff member', onAction: () => setEditing('new') }}
                  image=""
                >
                  <p>Add the people you schedule and pay, with their hourly and commission rates.</p>
                </EmptyState>
              </Card>
            ) : list.data ? (
              <Card padding="0">
                <DataTable
                  columnContentTypes={[
                    'text',
                    'text',
                    'text',
                    'numeric',
                    'numeric',
                    'text',
                    'text',
                    'text',
                    'text',
                    'text',
                    'text',
                  ]}
                  headings={[
                    'Name',
                    'Handle',
                    'Email',
                    'Hourly rate',
                    'Commission',
                    'Goal this month',
                    'PIN',
                    'Shopify POS',
                    'Status',
                    'Last sign-in',
                    '',
                  ]}
                  rows={list.data.map((member) => [
                    member.name,
                    member.handle,
                    <StaffEmailCell key="e" member={member} />,
                    member.hourly_rate === null ? (
                      <NoRateBadge key="r" />
                    ) : (
                      formatMoney(member.hourly_rate, shop.currency)
                    ),
                    member.commission_rate === null ? '—' : `${member.commission_rate} %`,
                    <GoalProgressCell
                      key="g"
                      progress={goals.data?.get(member.id)}
                      currency={shop.currency}
                      testId={`goal-${member.handle}`}
                    />,
                    <PinStatus key="p" hasPin={member.has_pin} testId={`pin-${member.handle}`} />,
                    <ShopifyLinkStatus
                      key="l"
                      id={member.shopify_staff_member_id}
                      listing={shopifyStaff.data}
                      testId={`pos-${member.handle}`}
                    />,
                    <Badge key="s" tone={member.active ? 'success' : undefined}>
                      {member.active ? 'Active' : 'Inactive'}
                    </Badge>,
                    member.last_sign_in_at ? formatInstant(member.last_sign_in_at, shop.timezone) : 'Never',
                    <ButtonGroup key="a">
                      <Button
                        size="slim"
                        onClick={() => setEditing(member)}
                        accessibilityLabel={`Edit ${member.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="slim"
                        onClick={() => setAvailabilityOf(member)}
                        accessibilityLabel={`Availability of ${member.name}`}
                      >
                        Availability
                      </Button>
                      {member.email && member.active && (
                        <Button
                          size="slim"
                          onClick={() => void invite(member)}
                          loading={inviting === member.id}
                          accessibilityLabel={`Send invite to ${member.name}`}
                        >
                          Send invite
                        </Button>
                      )}
                      <Button
                        size="slim"
                        tone={member.active ? 'critical' : undefined}
                        onClick={() => setActive(member, !member.active)}
                        accessibilityLabel={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
                      >
                        {member.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </ButtonGroup>,
                  ])}
                />
              </Card>
            ) : null}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {editing && (
        <StaffModal
          staff={editing === 'new' ? undefined : editing}
          roster={list.data ?? []}
          shopifyStaff={shopifyStaff.data}
          onShopifyGranted={() => void shopifyStaff.reload()}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            notify(editing === 'new' ? `Added ${saved}` : `Saved ${saved}`);
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      {availabilityOf && (
        <AvailabilityModal
          member={availabilityOf}
          onClose={() => setAvailabilityOf(undefined)}
          onSaved={() => {
            notify(`Saved the availability of ${availabilityOf.name}`);
            setAvailabilityOf(undefined);
          }}
        />
      )}
      {toast}
    </Page>
  );
}
