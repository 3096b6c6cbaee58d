import type { NotificationFilter } from '../../db/repositories/notifications-repository.js';
import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import { type NotificationView, notificationView } from '../views/notification-view.js';

export interface NotificationListQuery {
  kind?: string | undefined;
  status?: string | undefined;
  staff?: string | undefined;
  recipient?: string | undefined;
  /** Local dates of the shop, both included, on `created_at`. */
  from?: string | undefined;
  to?: string | undefined;
}

async function handlesOf(deps: ServiceDeps, shopId: string, staffIds: (string | null)[]) {
  const ids = [...new Set(staffIds.filter((id): id is string => id !== null))];
  const handles = await deps.repos.staff.handlesByIds(shopId, ids);
  return (id: string | null) => (id === null ? null : (handles.get(id) ?? null));
}

export async function getNotification(
  deps: ServiceDeps,
  shopId: string,
  id: string,
): Promise<NotificationView> {
  const row = await deps.repos.notifications.findById(shopId, id);
  if (!row) throw notFound('notification');
  return notificationView(row, (await handlesOf(deps, shopId, [row.staffId]))(row.staffId));
}

/** `GET /v1/notifications` (SPEC §16): the delivery log, newest first. */
export async function listNotifications(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: NotificationListQuery,
): Promise<ListResult<NotificationView>> {
  if (query.from && query.to && query.to < query.from) throw invalidField('to', 'must not be before from');
  const shop = await loadShop(deps, shopId);
  const filter: NotificationFilter = { kind: query.kind, status: query.status, recipient: query.recipient };
  if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return { data: [], has_more: false, next_cursor: null };
    filter.staffId = staff.id;
  }
  if (query.from) filter.from = localDateRange(query.from, query.from, shop.timezone).from;
  if (query.to) filter.to = localDateRange(query.to, query.to, shop.timezone).to;
  const rows = await deps.repos.notifications.list(shop.id, filter, page);
  const result = pageOf(rows, page.limit);
  const handleOf = await handlesOf(
    deps,
    shop.id,
    result.data.map((row) => row.staffId),
  );
  return { ...result, data: result.data.map((row) => notificationView(row, handleOf(row.staffId))) };
}
