import { BlockStack, Card, SkeletonBodyText, SkeletonDisplayText } from '@shopify/polaris';

export function LoadingCard({ lines = 4 }: { lines?: number }) {
  return (
    <Card>
      <BlockStack gap="400">
        <SkeletonDisplayText size="small" />
        <SkeletonBodyText lines={lines} />
      </BlockStack>
    </Card>
  );
}
