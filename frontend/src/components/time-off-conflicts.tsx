import { Banner, BlockStack, Button, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { ApiError } from '../api/api-error.js';
import { apiGet } from '../api/client.js';
import type { Shift, Staff, TimeOff } from '../api/types.js';
import { formatDay, localDate, localTime } from '../lib/time.js';
import { coversDay, formatDays } from '../lib/time-off.js';
import { ErrorBanner } from './error-banner.js';
import { ShiftModal } from './shift-modal.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

/**
 * After an approval: the staff member's shifts on the days off (`conflicting_shifts`), each with
 * "Reassign", until none is left on those days. A shift given to someone else, moved off the
 * days or deleted no longer conflicts.
 */
export function TimeOffConflicts({
  timeOff,
  shiftIds,
  staff,
  onDismiss,
}: {
  timeOff: TimeOff;
  shiftIds: string[];
  staff: Staff[];
  onDismiss: () => void;
}) {
  const { shop } = useShop();
  const tz = shop.timezone;
  const [editing, setEditing] = useState<Shift>();
  const name = staff.find((s) => s.id === timeOff.staff_id)?.name ?? timeOff.staff;

  const shifts = useResource(async () => {
    const found = await Promise.all(
      shiftIds.map((id) =>
        apiGet<Shift>(`/shifts/${id}`).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return undefined;
          throw error;
        }),
      ),
    );
    return found.filter(
      (shift): shift is Shift =>
        shift !== undefined &&
        shift.staff_id === timeOff.staff_id &&
        coversDay(timeOff, localDate(Date.parse(shift.starts_at), tz)),
    );
  }, [shiftIds]);

  const left = shifts.data ?? [];
  if (shifts.data && left.length === 0) {
    return (
      <Banner tone="success" title={`${name}'s time off is approved`} onDismiss={onDismiss}>
        <p data-testid="conflicts-clear">
          {shiftIds.length === 0
            ? `${name} has no shifts on ${formatDays(timeOff)}.`
            : `No shifts of ${name} are left on ${formatDays(timeOff)}.`}
        </p>
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
        <ErrorBanner error={shifts.error} title="The shifts could not be loaded" />
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
            void shifts.reload();
          }}
        />
      )}
    </Banner>
  );
}
