import type { WebhookEndpoint } from './types.js';

type DisabledReason = NonNullable<WebhookEndpoint['disabled_reason']>;

/** The words for each `disabled_reason` the API answers; the compiler asks for a new code's. */
const DISABLED_REASON_WORDS: Record<DisabledReason, string> = {
  endpoint_gone: 'The endpoint answered 410 Gone',
  disabled_by_user: 'Turned off by a user',
  app_uninstalled: 'The app was uninstalled',
};

/** The words for a reason code; an unknown code is shown as it is. */
export function describeDisabledReason(code: string): string {
  return (DISABLED_REASON_WORDS as Record<string, string>)[code] ?? code;
}
