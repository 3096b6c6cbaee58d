import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { addDays, formatRange } from '../lib/time.js';

export interface SkippedLine {
  /** The id of the shift that was not copied. */
  shift: string;
  /** Who and where the copy would have gone: "Ana Lopez, Tue, Nov 24, 09:00–17:00". */
  copy: string;
  /** Human words from `skipReasonWords`. */
  reason: string;
}

export interface CopySummary {
  /** The week copied from: the banner shows on it and on `toWeek`, and on no other week. */
  fromWeek: string;
  toWeek: string;
  created: number;
  skipped: SkippedLine[];
  /** Copies made in time their staff member said they are unavailable (SPEC §17 warnings). */
  unavailable: { shift: string; copy: string }[];
}

/** What "Copy to next week" made, and each copy it skipped with the reason in words. */
export function CopySummaryBanner({
  summary,
  onView,
  onDismiss,
}: {
  summary: CopySummary;
  onView: () => void;
  onDismiss: () => void;
}) {
  const range = formatRange(summary.toWeek, addDays(summary.toWeek, 6));
  const made = `${summary.created} shift${summary.created === 1 ? '' : 's'}`;
  return (
    <Banner
      tone={summary.skipped.length === 0 && summary.unavailable.length === 0 ? 'success' : 'warning'}
      title={`Copied ${made} to ${range} as drafts${
        summary.skipped.length ? `; ${summary.skipped.length} skipped` : ''
      }`}
      action={{ content: 'View that week', onAction: onView }}
      onDismiss={onDismiss}
    >
      <div data-testid="copy-summary">
        {summary.unavailable.length > 0 && (
          <BlockStack gap="100">
            <Text as="p">These copies fall in time their staff member is unavailable:</Text>
            <List type="bullet">
              {summary.unavailable.map((line) => (
                <List.Item key={line.shift}>{line.copy}</List.Item>
              ))}
            </List>
          </BlockStack>
        )}
        {summary.skipped.length === 0 ? (
          <p>Publish that week when it is ready for staff to see.</p>
        ) : (
          <BlockStack gap="100">
            <Text as="p">These copies were not made:</Text>
            <List type="bullet">
              {summary.skipped.map((skip) => (
                <List.Item key={skip.shift}>
                  {skip.copy}: {skip.reason}
                </List.Item>
              ))}
            </List>
          </BlockStack>
        )}
      </div>
    </Banner>
  );
}
