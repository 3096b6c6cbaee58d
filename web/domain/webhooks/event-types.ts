/** The events an endpoint can subscribe to (SPEC §7, §13). Pure data: the admin imports it too. */
export const WEBHOOK_EVENT_TYPES = ['shift.moved', 'timesheet.approved', 'schedule.published'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
