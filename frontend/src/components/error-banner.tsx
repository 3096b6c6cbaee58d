import { Banner } from '@shopify/polaris';
import { describeError, type ProblemWords } from '../api/api-error.js';
import { useShopIfAny } from './shop-context.js';

/**
 * A failed request in one critical banner, in the screen's words (`words`; times in the shop's
 * zone); nothing when there is no error, or when the form shows every part of it on its fields.
 */
export function ErrorBanner({
  error,
  onDismiss,
  title,
  words,
}: {
  error: unknown;
  onDismiss?: () => void;
  title?: string;
  words?: ProblemWords;
}) {
  const shop = useShopIfAny();
  if (error === undefined || error === null) return null;
  const sentence = describeError(error, { timeZone: shop?.timezone, ...words });
  if (!sentence) return null;
  return (
    <Banner tone="critical" title={title ?? 'Something went wrong'} onDismiss={onDismiss}>
      <p>{sentence}</p>
    </Banner>
  );
}
