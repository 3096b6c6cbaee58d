import { AppError, notFound } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { decideTimeOff, type TimeOffStatus } from '../../domain/scheduling/time-off.js';
import type { Actor } from '../deps.js';
import { queueTimeOffDecisionEmail } from '../notifications/notify-time-off.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { lockedShop } from '../shops/shop-context.js';
import type { TimeOffView } from '../views/time-off-view.js';
import { timeOffViewOf } from './time-off-views.js';

/**
 * requested → approved or denied, with an optional reason, written to the audit log. Any other
 * starting state is a 409, approving an approved one included (SPEC §13). The answer carries
 * `conflicting_shifts`, the shifts of that staff member on those days, for the manager to
 * reassign. Under the shop's lock, which creating and moving shifts take too, so no shift lands
 * on the days unseen while they are being approved; the row changes only `WHERE status =
 * 'requested'`, so one decision wins on every instance. The requester's `time_off` email
 * (SPEC §16) is queued in the same transaction, so it goes once, with the decision.
 */
export async function decideTimeOffRequest(
  deps: NotifyingDeps,
  shopId: string,
  id: string,
  to: 'approved' | 'denied',
  reason: string | null,
  actor: Actor,
): Promise<TimeOffView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const current = await repos.timeOff.findById(shop.id, id);
    if (!current) throw notFound('time off');
    const decision = decideTimeOff(current.status as TimeOffStatus, to);
    if (!decision.ok) throw new AppError('state_conflict', decision.detail);
    const now = deps.now();
    const decided = await repos.timeOff.updateIfStatus(current.id, 'requested', {
      status: to,
      decidedAt: now,
      decidedBy: actor,
      decisionReason: reason,
      updatedAt: now,
    });
    if (!decided)
      throw new AppError('state_conflict', 'The time off was decided by another request meanwhile.');
    await repos.auditLog.insert({
      id: newId('aud', now),
      shopId: shop.id,
      subjectType: 'time_off',
      subjectId: current.id,
      action: to === 'approved' ? 'approve' : 'deny',
      actor,
      fromStatus: 'requested',
      toStatus: to,
      reason,
      at: now,
    });
    const requester = await repos.staff.findById(shop.id, decided.staffId);
    if (requester) await queueTimeOffDecisionEmail(deps, shop, requester, decided);
    return timeOffViewOf(deps, shop, decided);
  });
}
