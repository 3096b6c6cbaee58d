/**
 * Why an endpoint is disabled: the API answers the code as `disabled_reason`, the admin shows
 * the words. Pure data: the admin imports it too.
 */
export const DISABLED_REASONS = {
  endpoint_gone: 'The endpoint answered 410 Gone',
  disabled_by_user: 'Turned off by a user',
  app_uninstalled: 'The app was uninstalled',
} as const;
export type DisabledReason = keyof typeof DISABLED_REASONS;

/** The words for a reason code; an unknown code is shown as it is. */
export function describeDisabledReason(code: string): string {
  return (DISABLED_REASONS as Record<string, string>)[code] ?? code;
}
