import { Badge, InlineStack, Text } from '@shopify/polaris';

/** What the grid's three looks mean, in one line above it. */
export function ScheduleLegend({ drafts, published }: { drafts: number; published: number }) {
  return (
    <InlineStack gap="400" blockAlign="center">
      <InlineStack gap="150" blockAlign="center">
        <span style={swatch('solid', 'var(--p-color-border-success)', 'var(--p-color-bg-surface)')} />
        <Text as="span" variant="bodySm">
          <span data-testid="published-count">{published}</span> published
        </Text>
      </InlineStack>
      <InlineStack gap="150" blockAlign="center">
        <span style={swatch('dashed', 'var(--p-color-border)', 'var(--p-color-bg-surface-secondary)')} />
        <Text as="span" variant="bodySm">
          <span data-testid="draft-count">{drafts}</span> draft{drafts === 1 ? '' : 's'}, not seen by staff
        </Text>
        {drafts > 0 && <Badge tone="attention">Unpublished changes</Badge>}
      </InlineStack>
      <InlineStack gap="150" blockAlign="center">
        <span
          style={{
            ...swatch('solid', 'transparent', 'var(--p-color-bg-fill-caution-secondary)'),
          }}
        />
        <Text as="span" variant="bodySm">
          approved time off
        </Text>
      </InlineStack>
    </InlineStack>
  );
}

function swatch(style: 'solid' | 'dashed', border: string, background: string) {
  return {
    display: 'inline-block',
    width: 16,
    height: 12,
    borderRadius: 3,
    border: `1px ${style} ${border}`,
    borderLeftWidth: style === 'solid' && border !== 'transparent' ? 4 : 1,
    background,
  };
}
