/**
 * Why an endpoint is disabled: the API answers the code as `disabled_reason` (an enum of the
 * OpenAPI document), and the admin, which reads its types from that document, says the words.
 */
export const DISABLED_REASONS = ['endpoint_gone', 'disabled_by_user', 'app_uninstalled'] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];
