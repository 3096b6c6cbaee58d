import { BlockStack, Text } from '@shopify/polaris';
import type { CSSProperties } from 'react';
import type { AvailabilityRange } from '../api/types.js';
import { minutesOf, rangeLabel } from '../lib/availability.js';

const DAY_MINUTES = 1440;

/**
 * A staff member's availability on one day of the grid (SPEC §17): a thin bar for the day,
 * midnight to midnight, shaded where they are unavailable and marked green where they prefer
 * to work, and the same ranges in words below it, so the marks are read without the colours.
 */
export function AvailabilityMarks({ ranges }: { ranges: AvailabilityRange[] }) {
  if (ranges.length === 0) return null;
  return (
    <div data-testid="availability-marks">
      <BlockStack gap="050">
        <div aria-hidden="true" style={barStyle}>
          {ranges.map((range) => (
            <div key={`${range.start}-${range.kind}`} title={rangeLabel(range)} style={segmentStyle(range)} />
          ))}
        </div>
        {ranges.map((range) => (
          <span
            key={`${range.start}-${range.kind}`}
            data-kind={range.kind}
            title={rangeLabel(range)}
            style={{ lineHeight: 1.2 }}
          >
            <Text as="span" variant="bodySm" tone={range.kind === 'unavailable' ? 'subdued' : 'success'}>
              {rangeLabel(range)}
            </Text>
          </span>
        ))}
      </BlockStack>
    </div>
  );
}

const barStyle: CSSProperties = {
  position: 'relative',
  height: 8,
  borderRadius: 4,
  background: 'var(--p-color-bg-surface-secondary)',
  border: '1px solid var(--p-color-border-secondary)',
  overflow: 'hidden',
};

function segmentStyle(range: AvailabilityRange): CSSProperties {
  const left = (minutesOf(range.start) / DAY_MINUTES) * 100;
  const width = ((minutesOf(range.end) - minutesOf(range.start)) / DAY_MINUTES) * 100;
  return {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: `${left}%`,
    width: `${width}%`,
    background:
      range.kind === 'unavailable'
        ? 'repeating-linear-gradient(135deg, var(--p-color-border-critical) 0 2px, var(--p-color-bg-fill-critical-secondary) 2px 5px)'
        : 'var(--p-color-bg-fill-success)',
  };
}
