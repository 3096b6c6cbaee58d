import { Badge, InlineStack, Text } from '@shopify/polaris';
import type { CSSProperties, ReactNode } from 'react';

/** What the grid's looks mean, with the week's counts, in one line above it. */
export function ScheduleLegend({ drafts, published }: { drafts: number; published: number }) {
  return (
    <InlineStack gap="400" blockAlign="center">
      <Key swatch={{ border: '1px solid var(--p-color-border-success)', borderLeftWidth: 4 }}>
        <span data-testid="published-count">{published}</span> published
      </Key>
      <Key
        swatch={{
          border: '1px dashed var(--p-color-border)',
          background: 'var(--p-color-bg-surface-secondary)',
        }}
      >
        <span data-testid="draft-count">{drafts}</span> draft{drafts === 1 ? '' : 's'}, not seen by staff
      </Key>
      {drafts > 0 && <Badge tone="attention">Unpublished changes</Badge>}
      <Key swatch={{ background: 'var(--p-color-bg-fill-caution-secondary)' }}>approved time off</Key>
    </InlineStack>
  );
}

function Key({ swatch, children }: { swatch: CSSProperties; children: ReactNode }) {
  return (
    <InlineStack gap="150" blockAlign="center">
      <span
        style={{
          display: 'inline-block',
          width: 16,
          height: 12,
          borderRadius: 3,
          background: 'var(--p-color-bg-surface)',
          ...swatch,
        }}
      />
      <Text as="span" variant="bodySm">
        {children}
      </Text>
    </InlineStack>
  );
}
