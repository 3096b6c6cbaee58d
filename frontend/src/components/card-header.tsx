import { Badge, BlockStack, InlineStack, Text } from '@shopify/polaris';
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

/**
 * The heading of a card about one thing with a status (a payroll run, a timesheet): its title
 * and a badge that is green once it is `done`, and the card's actions at the other end.
 */
export function StatusCardHeader({
  title,
  done,
  status,
  children,
}: {
  title: string;
  done: boolean;
  /** The status in words ("Finalized", "Pending"). */
  status: string;
  children: ReactNode;
}) {
  return (
    <InlineStack align="space-between" blockAlign="center">
      <InlineStack gap="200" blockAlign="center">
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        <Badge tone={done ? 'success' : 'attention'}>{status}</Badge>
      </InlineStack>
      <InlineStack gap="200">{children}</InlineStack>
    </InlineStack>
  );
}
