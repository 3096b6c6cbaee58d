import { Badge, InlineStack, Text } from '@shopify/polaris';
import type { CSSProperties } from 'react';
import type { Shift } from '../api/types.js';
import { formatDay, localTime } from '../lib/time.js';

/**
 * One shift on the grid. A published shift is a solid card; a draft, which staff cannot see
 * yet, is dashed and muted with a "Draft" badge, so the two are told apart at a glance. A shift
 * on its staff member's approved time off is outlined in red, to be reassigned.
 */
export function ShiftChip({
  shift,
  staffName,
  date,
  timeZone,
  onTimeOff,
  onOpen,
}: {
  shift: Shift;
  /** Whose shift; null for an open shift (SPEC §17). */
  staffName: string | null;
  date: string;
  timeZone: string;
  onTimeOff: boolean;
  onOpen: () => void;
}) {
  const span = `${localTime(Date.parse(shift.starts_at), timeZone)}–${localTime(Date.parse(shift.ends_at), timeZone)}`;
  const state = shift.published ? 'published' : 'draft';
  return (
    <button type="button" onClick={onOpen} data-state={state} style={chipStyle(shift.published, onTimeOff)}>
      {/* Named by what it shows, after words only a screen reader hears: an aria-label would
          hide the time, the role and the badges from voice control, which goes by what is seen. */}
      <Text as="span" visuallyHidden>
        {staffName === null
          ? `Edit open shift on ${formatDay(date)}, `
          : `Edit shift of ${staffName} on ${formatDay(date)}, `}
      </Text>
      <Text as="span" variant="bodySm" fontWeight="semibold" tone={shift.published ? undefined : 'subdued'}>
        <span data-testid="shift-time" style={{ whiteSpace: 'nowrap' }}>
          {span}
        </span>
      </Text>
      {shift.role && (
        <Text as="span" variant="bodySm" tone="subdued" truncate>
          {shift.role}
        </Text>
      )}
      {(!shift.published || onTimeOff) && (
        <InlineStack gap="100">
          {!shift.published && <Badge size="small">Draft</Badge>}
          {onTimeOff && (
            <Badge size="small" tone="critical">
              Time off
            </Badge>
          )}
        </InlineStack>
      )}
    </button>
  );
}

function chipStyle(published: boolean, onTimeOff: boolean): CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 2,
    width: '100%',
    minWidth: 0,
    padding: '4px 6px',
    textAlign: 'left',
    cursor: 'pointer',
    font: 'inherit',
    borderRadius: 'var(--p-border-radius-200)',
    border: `${onTimeOff ? 2 : 1}px ${published ? 'solid' : 'dashed'} ${
      onTimeOff
        ? 'var(--p-color-border-critical)'
        : published
          ? 'var(--p-color-border-success)'
          : 'var(--p-color-border)'
    }`,
    borderLeftWidth: published ? 4 : undefined,
    background: published ? 'var(--p-color-bg-surface)' : 'var(--p-color-bg-surface-secondary)',
  };
}
