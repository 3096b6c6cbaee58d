import { getNotification as read } from '../../../services/notifications/read-notifications.js';
import { NotificationSchema } from '../../../services/views/notification-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/notifications/{id}` (SPEC §16). */
export const getNotification = defineRoute({
  method: 'get',
  path: '/v1/notifications/{id}',
  scope: 'read_staff',
  tag: 'Notifications',
  summary: 'An email and how its sending went',
  response: NotificationSchema,
  handler: (deps) => async (req, res) => {
    res.json(await read(deps, principalOf(req).shopId, req.params.id as string));
  },
});
