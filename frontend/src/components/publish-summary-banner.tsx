import { Banner } from '@shopify/polaris';
import type { PublishResult } from '../api/types.js';
import { addDays, formatRange } from '../lib/time.js';

/** What "Publish week" did: from now on staff see that week's shifts. */
export function PublishSummaryBanner({
  result,
  onDismiss,
}: {
  result: PublishResult;
  onDismiss: () => void;
}) {
  const range = formatRange(result.week, addDays(result.week, 6));
  const count = `${result.published} shift${result.published === 1 ? '' : 's'}`;
  return (
    <Banner tone="success" onDismiss={onDismiss}>
      <p data-testid="publish-summary">
        {result.published === 0
          ? `Nothing new to publish for ${range}.`
          : `Published ${count} for ${range}: staff can see them now.`}
      </p>
    </Banner>
  );
}
