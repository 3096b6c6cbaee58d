import {
  OPEN_REQUEST_STATUSES,
  type ShiftRequestRow,
} from '../../db/repositories/shift-requests-repository.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { notFound, requestRefused } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { Actor, StaffAppDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import type { StaffPrincipal } from '../staff-app/staff-sessions.js';
import { shiftView } from '../views/shift-view.js';
import { recordEvent } from '../webhooks/outbox.js';
import { emailDropToColleagues, emailRequest } from './request-emails.js';
import { checkTaker, requireNotStarted, requirePublished, requireStatus } from './request-rules.js';

/** What approving on acceptance (`shift_requests_need_approval: false`) records as the decider. */
const AUTO_APPROVER = 'shop_setting';

export interface RequestAnswer {
  row: ShiftRequestRow;
  /** 201 for a new request, 200 for one that changed (a drop taken by a claim). */
  created: boolean;
}

/**
 * Every step locks as a move does (decision 43): the shop shared, the shift row, then the
 * taker's staff row, so two claims or approvals of one shift run one after the other on every
 * instance and the second sees the shift taken.
 */
async function lockShift(deps: StaffAppDeps, shopId: string, shiftId: string) {
  const shop = await lockedShop(deps, shopId, 'share');
  const shift = await deps.repos.shifts.findByIdLocked(shop.id, shiftId);
  return { shop, shift };
}

async function lockStaff(deps: StaffAppDeps, shopId: string, staffId: string): Promise<StaffRow> {
  return (await deps.repos.staff.findLocked(shopId, { ref: staffId }))!;
}

/** `POST /v1/me/open-shifts/{shift}/claim`. */
export async function claimShift(
  deps: StaffAppDeps,
  me: StaffPrincipal,
  shiftId: string,
): Promise<RequestAnswer> {
  return deps.db.transaction(async () => {
    const { shop, shift: found } = await lockShift(deps, me.shop.id, shiftId);
    const shift = requirePublished(found);
    const now = deps.now();
    requireNotStarted(shift, now);
    const open = await deps.repos.shiftRequests.openOfShift(shift.id);
    if (open.some((r) => r.kind === 'claim' && r.toStaffId === me.staff.id))
      throw requestRefused('request_open', 'You already asked for this shift.');
    const drop = open.find((r) => r.kind === 'drop' && r.status === 'pending');
    if (shift.staffId !== null && !drop)
      throw requestRefused('already_taken', 'Someone else has this shift.');
    const taker = await lockStaff(deps, shop.id, me.staff.id);
    await checkTaker(deps, shop, shift, taker, drop?.fromStaffId ?? null);
    let row: ShiftRequestRow;
    if (drop) {
      const taken = await deps.repos.shiftRequests.updateIfStatus(drop.id, ['pending'], {
        status: 'accepted',
        toStaffId: taker.id,
        updatedAt: now,
      });
      if (!taken) throw requestRefused('already_taken', 'Someone else took this shift first.');
      row = taken;
    } else {
      row = await deps.repos.shiftRequests.insert({
        id: newId('shr', now),
        shopId: shop.id,
        shiftId: shift.id,
        kind: 'claim',
        // A claim skips `pending`: no colleague has to agree (SPEC §17).
        status: 'accepted',
        fromStaffId: null,
        toStaffId: taker.id,
        note: null,
        reason: null,
        expiresAt: shift.startsAt,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (drop) await emailRequest(deps, shop, shift, row, 'accepted', 'requester');
    row = await afterAcceptance(deps, shop, shift, row);
    return { row, created: !drop };
  });
}

/** `POST /v1/me/shifts/{id}/offer`: a swap to one colleague, or a drop to every eligible one. */
export async function offerShift(
  deps: StaffAppDeps,
  me: StaffPrincipal,
  shiftId: string,
  input: { toStaff?: string | undefined; note: string | null },
): Promise<ShiftRequestRow> {
  return deps.db.transaction(async () => {
    const { shop, shift: found } = await lockShift(deps, me.shop.id, shiftId);
    const shift = requirePublished(found?.staffId === me.staff.id ? found : undefined);
    const now = deps.now();
    requireNotStarted(shift, now);
    const open = await deps.repos.shiftRequests.openOfShift(shift.id);
    if (open.some((r) => r.kind !== 'claim'))
      throw requestRefused('request_open', 'This shift already has an open offer.');
    let to: StaffRow | undefined;
    if (input.toStaff !== undefined) {
      const named = await deps.repos.staff.findByRef(shop.id, input.toStaff);
      if (!named)
        throw requestRefused('unknown_staff', `No staff member "${input.toStaff}" in this shop.`, 'to_staff');
      to = await lockStaff(deps, shop.id, named.id);
      await checkTaker(deps, shop, shift, to, me.staff.id);
    }
    const row = await deps.repos.shiftRequests.insert({
      id: newId('shr', now),
      shopId: shop.id,
      shiftId: shift.id,
      kind: to ? 'swap' : 'drop',
      status: 'pending',
      fromStaffId: me.staff.id,
      toStaffId: to?.id ?? null,
      note: input.note,
      reason: null,
      expiresAt: shift.startsAt,
      createdAt: now,
      updatedAt: now,
    });
    if (to) await emailRequest(deps, shop, shift, row, 'offered', to);
    else await emailDropToColleagues(deps, shop, shift, row);
    return row;
  });
}

/** `accept` (the named colleague of a swap), `decline` (same), `cancel` (the requester). */
export async function actOnMyRequest(
  deps: StaffAppDeps,
  me: StaffPrincipal,
  id: string,
  action: 'accept' | 'decline' | 'cancel',
): Promise<ShiftRequestRow> {
  return deps.db.transaction(async () => {
    const request = await deps.repos.shiftRequests.findById(me.shop.id, id);
    const requester = request?.kind === 'claim' ? request.toStaffId : request?.fromStaffId;
    const mine =
      request &&
      (action === 'cancel'
        ? requester === me.staff.id
        : request.kind === 'swap' && request.toStaffId === me.staff.id);
    if (!request || !mine) throw notFound('shift request');
    const { shop, shift: found } = await lockShift(deps, me.shop.id, request.shiftId);
    const shift = requirePublished(found);
    const now = deps.now();
    if (action === 'cancel') {
      requireStatus(request, OPEN_REQUEST_STATUSES, 'cancelled');
      return settle(deps, request, OPEN_REQUEST_STATUSES, {
        status: 'cancelled',
        decidedAt: now,
        updatedAt: now,
      });
    }
    if (action === 'decline') {
      requireStatus(request, ['pending'], 'declined');
      const declined = await settle(deps, request, ['pending'], {
        status: 'declined',
        decidedAt: now,
        decidedBy: me.staff.id,
        updatedAt: now,
      });
      await emailRequest(deps, shop, shift, declined, 'declined', 'requester');
      return declined;
    }
    requireNotStarted(shift, now);
    requireStatus(request, ['pending'], 'accepted');
    if (shift.staffId !== request.fromStaffId)
      throw requestRefused('already_taken', 'The shift is no longer theirs to give.');
    await checkTaker(deps, shop, shift, await lockStaff(deps, shop.id, me.staff.id), request.fromStaffId);
    const row = await settle(deps, request, ['pending'], { status: 'accepted', updatedAt: now });
    await emailRequest(deps, shop, shift, row, 'accepted', 'requester');
    return afterAcceptance(deps, shop, shift, row);
  });
}

/** `POST /v1/shift-requests/{id}/approve` and `/deny` (a manager). */
export async function decideShiftRequest(
  deps: StaffAppDeps,
  shopId: string,
  id: string,
  decision: 'approve' | 'deny',
  reason: string | null,
  actor: Actor,
): Promise<ShiftRequestRow> {
  return deps.db.transaction(async () => {
    const request = await deps.repos.shiftRequests.findById(shopId, id);
    if (!request) throw notFound('shift request');
    const { shop, shift } = await lockShift(deps, shopId, request.shiftId);
    const now = deps.now();
    if (decision === 'deny') {
      requireStatus(request, ['accepted'], 'denied');
      const denied = await settle(deps, request, ['accepted'], {
        status: 'denied',
        reason,
        decidedAt: now,
        decidedBy: actor,
        updatedAt: now,
      });
      await emailRequest(deps, shop, shift!, denied, 'denied', 'requester');
      return denied;
    }
    requireNotStarted(shift!, now);
    requireStatus(request, ['accepted'], 'approved');
    return approveLocked(deps, shop, shift!, request, actor);
  });
}

/**
 * Approval (SPEC §17): re-checks the rules, gives the shift to the taker only if it is still the
 * giver's (open, for a claim), fires `shift.moved` with `previous.staff`, and denies the shift's
 * other open requests with `already_taken`. Callers hold the shift's lock.
 */
async function approveLocked(
  deps: StaffAppDeps,
  shop: ShopRow,
  shift: ShiftRow,
  request: ShiftRequestRow,
  actor: Actor,
): Promise<ShiftRequestRow> {
  const now = deps.now();
  const giverId = request.kind === 'claim' ? null : request.fromStaffId;
  if (shift.staffId !== giverId) throw requestRefused('already_taken', 'Someone else has this shift.');
  const taker = await lockStaff(deps, shop.id, request.toStaffId!);
  await checkTaker(deps, shop, shift, taker, request.fromStaffId);
  const moved = await deps.repos.shifts.reassignIf(shift.id, giverId, taker.id, now);
  if (!moved) throw requestRefused('already_taken', 'Someone else took this shift first.');
  await deps.repos.shifts.bumpSequence(shift.id);
  const giver = giverId === null ? null : await deps.repos.staff.findById(shop.id, giverId);
  await recordEvent(deps, shop, 'shift.moved', {
    ...shiftView(moved, taker.handle),
    previous: { staff: giver?.handle ?? null, staff_id: giverId },
  });
  const approved = await settle(deps, request, ['accepted'], {
    status: 'approved',
    decidedAt: now,
    decidedBy: actor,
    updatedAt: now,
  });
  await emailRequest(deps, shop, moved, approved, 'approved', 'requester');
  for (const other of await deps.repos.shiftRequests.openOfShift(shift.id)) {
    const denied = await deps.repos.shiftRequests.updateIfStatus(other.id, OPEN_REQUEST_STATUSES, {
      status: 'denied',
      reason: 'already_taken',
      decidedAt: now,
      decidedBy: actor,
      updatedAt: now,
    });
    if (denied) await emailRequest(deps, shop, moved, denied, 'denied', 'requester');
  }
  return approved;
}

/**
 * An accepted request waits for a manager (who is emailed), or is approved at once when the
 * shop does not ask for approval (SPEC §17).
 */
async function afterAcceptance(
  deps: StaffAppDeps,
  shop: ShopRow,
  shift: ShiftRow,
  row: ShiftRequestRow,
): Promise<ShiftRequestRow> {
  if (!shop.shiftRequestsNeedApproval) return approveLocked(deps, shop, shift, row, AUTO_APPROVER);
  await emailRequest(deps, shop, shift, row, 'awaiting_approval', 'managers');
  return row;
}

/** One state change, only from `from`: a request changed meanwhile is a 409 `request_state`. */
async function settle(
  deps: StaffAppDeps,
  request: ShiftRequestRow,
  from: readonly string[],
  patch: Parameters<StaffAppDeps['repos']['shiftRequests']['updateIfStatus']>[2],
): Promise<ShiftRequestRow> {
  const row = await deps.repos.shiftRequests.updateIfStatus(request.id, from, patch);
  if (!row) throw requestRefused('request_state', 'This shift request changed meanwhile.');
  return row;
}
