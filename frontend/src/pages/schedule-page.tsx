import { Badge, BlockStack, Button, Card, DataTable, EmptyState, Layout, Page, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll } from '../api/client.js';
import type { Shift, Staff } from '../api/types.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { navigate } from '../components/router.js';
import { type ShiftDraft, ShiftModal } from '../components/shift-modal.js';
import { useShop } from '../components/shop-context.js';
import { useResource } from '../components/use-resource.js';
import { useCurrentWeek, WeekNavigator } from '../components/week-navigator.js';
import { addDays, formatDay, localDate, localTime, weekDays } from '../lib/time.js';

/** The week's shifts, one row per staff member, one column per local day of the shop. */
export default function SchedulePage() {
  const { shop } = useShop();
  const tz = shop.timezone;
  const [week, setWeek] = useState(useCurrentWeek());
  const [draft, setDraft] = useState<ShiftDraft>();
  const days = weekDays(week);

  const data = useResource(async () => {
    const [staff, shifts] = await Promise.all([
      apiGetAll<Staff>('/staff'),
      apiGetAll<Shift>('/shifts', { from: week, to: addDays(week, 6) }),
    ]);
    return { staff, shifts };
  }, [week]);

  const staff = data.data?.staff ?? [];
  const shifts = data.data?.shifts ?? [];
  // Inactive staff still show when they have shifts this week.
  const rows = staff.filter((s) => s.active || shifts.some((shift) => shift.staff_id === s.id));

  const cell = (member: Staff, date: string) => {
    const mine = shifts
      .filter((shift) => shift.staff_id === member.id && localDate(Date.parse(shift.starts_at), tz) === date)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    return (
      <BlockStack gap="100" inlineAlign="start">
        {mine.map((shift) => (
          <Button
            key={shift.id}
            size="slim"
            onClick={() => setDraft({ shift })}
            accessibilityLabel={`Edit shift of ${member.name} on ${formatDay(date)}`}
          >
            {`${localTime(Date.parse(shift.starts_at), tz)}–${localTime(Date.parse(shift.ends_at), tz)}${shift.role ? ` ${shift.role}` : ''}`}
          </Button>
        ))}
        <Button
          size="micro"
          variant="plain"
          onClick={() => setDraft({ staff: member.id, date })}
          accessibilityLabel={`Add shift for ${member.name} on ${formatDay(date)}`}
        >
          + Add
        </Button>
      </BlockStack>
    );
  };

  return (
    <Page
      fullWidth
      title="Schedule"
      subtitle={`${shifts.length} shift${shifts.length === 1 ? '' : 's'} this week`}
      primaryAction={{
        content: 'Add shift',
        disabled: staff.length === 0,
        onAction: () => setDraft({ staff: rows[0]?.id ?? '', date: days[0]! }),
      }}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <WeekNavigator week={week} onChange={setWeek} />
            <ErrorBanner error={data.error} title="The schedule could not be loaded" />
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
              <Card padding="0">
                <DataTable
                  columnContentTypes={['text', ...days.map(() => 'text' as const)]}
                  headings={['Staff', ...days.map(formatDay)]}
                  rows={rows.map((member) => [
                    <BlockStack key="who" gap="050">
                      <Text as="span" fontWeight="semibold">
                        {member.name}
                      </Text>
                      <Text as="span" tone="subdued" variant="bodySm">
                        {member.handle} {!member.active && <Badge>Inactive</Badge>}
                      </Text>
                    </BlockStack>,
                    ...days.map((date) => cell(member, date)),
                  ])}
                  verticalAlign="top"
                />
              </Card>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
      {draft && (
        <ShiftModal
          draft={draft}
          staff={staff.filter((s) => s.active)}
          onClose={() => setDraft(undefined)}
          onSaved={() => {
            setDraft(undefined);
            void data.reload();
          }}
        />
      )}
    </Page>
  );
}
