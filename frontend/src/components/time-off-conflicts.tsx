import { Banner, BlockStack, Button, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { apiGet } from '../api/client.js';
import type { Shift, Staff, TimeOff } from '../api/types.js';
import { formatDay, localDate, localTime } from '../lib/time.js';
import { formatDays } from '../lib/time-off.js';
import { ErrorBanner } from './error-banner.js';
import { ShiftModal } from './shift-modal.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

/**
 * An approved time off's `conflicting_shifts` (the staff member's shifts on those days, as the
 * API reads them now), each with "Reassign", until none is left: a shift given to someone
 * else, moved off the days or deleted drops off the list.
 */
export function TimeOffConflicts({
  timeOff,
  staff,
  onChanged,
  onDismiss,
}: {
  timeOff: TimeOff;
  staff: Staff[];
  onChanged: () => void;
  onDismiss: () => void;
}) {
  const { shop } = useShop();
  const tz = shop.timezone;
  const [editing, setEditing] = useState<Shift>();
  const name = staff.find((s) => s.id === timeOff.staff_id)?.name ?? timeOff.staff;

  const conflicts = useResource(async () => {
    const current = await apiGet<TimeOff>(`/time-off/${timeOff.id}`);
    return Promise.all(current.conflicting_shifts.map((id) => apiGet<Shift>(`/shifts/${id}`)));
  }, [timeOff.id]);

  const left = conflicts.data ?? [];
  if (conflicts.data && left.length === 0) {
    return (
      <Banner tone="success" title={`${name}'s time off is approved`} onDismiss={onDismiss}>
        <p data-testid="conflicts-clear">{`No shifts of ${name} are left on ${formatDays(timeOff)}.`}</p>
      </Banner>
    );
  }

  return (
    <Banner
      tone="warning"
      title={`${name}'s time off is approved: ${left.length} shift${left.length === 1 ? '' : 's'} to reassign`}
      onDismiss={onDismiss}
    >
      <BlockStack gap="200">
        <ErrorBanner error={conflicts.error} title="The shifts could not be loaded" />
        <div data-testid="conflicting-shifts">
          <BlockStack gap="100">
            {left.map((shift) => {
              const start = Date.parse(shift.starts_at);
              const label = `${formatDay(localDate(start, tz))}, ${localTime(start, tz)}–${localTime(Date.parse(shift.ends_at), tz)}`;
              return (
                <InlineStack key={shift.id} gap="300" blockAlign="center">
                  <Text as="span">
                    {label}
                    {shift.role ? ` · ${shift.role}` : ''}
                  </Text>
                  <Button
                    size="slim"
                    onClick={() => setEditing(shift)}
                    accessibilityLabel={`Reassign ${label}`}
                  >
                    Reassign
                  </Button>
                </InlineStack>
              );
            })}
          </BlockStack>
        </div>
      </BlockStack>
      {editing && (
        <ShiftModal
          draft={{ shift: editing }}
          staff={staff.filter((s) => s.active)}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void conflicts.reload();
            onChanged();
          }}
        />
      )}
    </Banner>
  );
}
