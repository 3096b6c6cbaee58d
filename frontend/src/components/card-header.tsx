import { BlockStack, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

/** A settings card's title and the subdued sentence under it that says what the card is for. */
export function CardHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BlockStack gap="100">
      <Text as="h2" variant="headingMd">
        {title}
      </Text>
      <Text as="p" tone="subdued" variant="bodySm">
        {children}
      </Text>
    </BlockStack>
  );
}
