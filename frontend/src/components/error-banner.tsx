import { Banner } from '@shopify/polaris';
import { describeError } from '../api/api-error.js';

/** A failed request in one critical banner; nothing when there is no error. */
export function ErrorBanner({
  error,
  onDismiss,
  title,
}: {
  error: unknown;
  onDismiss?: () => void;
  title?: string;
}) {
  if (error === undefined || error === null) return null;
  return (
    <Banner tone="critical" title={title ?? 'Something went wrong'} onDismiss={onDismiss}>
      <p>{describeError(error)}</p>
    </Banner>
  );
}
