import { z } from 'zod';
import { retryNotification as retry } from '../../../services/notifications/retry-notification.js';
import { NotificationSchema } from '../../../services/views/notification-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const RetryNotificationBody = z.strictObject({});

/** `POST /v1/notifications/{id}/retry` (decision 59): the admin's "Send again" for a failed email. */
export const retryNotification = defineRoute({
  method: 'post',
  path: '/v1/notifications/{id}/retry',
  scope: 'write_staff',
  tag: 'Notifications',
  summary: 'Send a failed email again, with a fresh attempt schedule (409 unless failed)',
  body: RetryNotificationBody,
  example: {},
  response: NotificationSchema,
  errors: ['state_conflict'],
  handler: (deps) => async (req, res) => {
    parseBody(RetryNotificationBody, req);
    res.json(await retry(deps, principalOf(req).shopId, req.params.id as string));
  },
});
