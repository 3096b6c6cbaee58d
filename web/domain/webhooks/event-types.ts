/** The events an endpoint can subscribe to (SPEC §7, §13). Pure data: the admin imports it too. */
export const WEBHOOK_EVENT_TYPES = ['shift.moved', 'timesheet.approved', 'schedule.published'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The event `POST /v1/webhooks/{id}/test` sends to one endpoint. Nobody subscribes to it: it
 * goes to the endpoint it was asked for, whatever that endpoint subscribes to (decision 0035).
 */
export const TEST_EVENT_TYPE = 'webhook.test';
/** Every type an event in the outbox can have. */
export type OutboxEventType = WebhookEventType | typeof TEST_EVENT_TYPE;
