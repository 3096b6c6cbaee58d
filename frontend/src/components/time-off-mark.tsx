import { Text } from '@shopify/polaris';
import type { TimeOff } from '../api/types.js';
import { kindLabel } from '../lib/time-off.js';

/** Approved time off on one of its days in the grid: the staff member is not to be scheduled. */
export function TimeOffMark({ timeOff }: { timeOff: TimeOff }) {
  return (
    <div
      data-testid="time-off-mark"
      style={{
        width: '100%',
        padding: '4px 6px',
        borderRadius: 'var(--p-border-radius-200)',
        background:
          'repeating-linear-gradient(135deg, var(--p-color-bg-fill-caution-secondary) 0 6px, var(--p-color-bg-surface-caution) 6px 12px)',
      }}
    >
      <Text as="span" variant="bodySm" fontWeight="semibold">
        {`Off · ${kindLabel(timeOff.kind)}`}
      </Text>
    </div>
  );
}
