import { AppError, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type NotificationView, notificationView } from '../views/notification-view.js';

/**
 * `POST /v1/notifications/{id}/retry` (decision 59): "Send again" for a `failed` email. It is
 * queued again with a fresh attempt schedule (`attempts` back to 0, due now) and sent by the
 * worker like a new one, with the same Message-ID. Anything but `failed` is a 409: a queued
 * email is still being tried, and a sent one would arrive twice.
 */
export async function retryNotification(
  deps: ServiceDeps,
  shopId: string,
  id: string,
): Promise<NotificationView> {
  return deps.db.transaction(async () => {
    const current = await deps.repos.notifications.findById(shopId, id);
    if (!current) throw notFound('notification');
    const requeued = await deps.repos.notifications.requeueFailed(shopId, id, deps.now());
    if (!requeued)
      throw new AppError(
        'state_conflict',
        `Only a failed email can be sent again; this one is ${current.status}.`,
      );
    const staff = requeued.staffId ? await deps.repos.staff.findById(shopId, requeued.staffId) : undefined;
    return notificationView(requeued, staff?.handle ?? null);
  });
}
