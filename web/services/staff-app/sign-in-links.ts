import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { emailKey } from '../../domain/email/email-address.js';
import { AppError, notFound } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import {
  INVITE_MS,
  newSecretToken,
  SIGN_IN_LINK_MS,
  tokenHash,
} from '../../domain/staff-app/secret-token.js';
import type { StaffAppDeps } from '../deps.js';
import { outboxRowsOf, shopNameOf } from '../notifications/queue-email.js';
import { lockedShop } from '../shops/shop-context.js';

type Purpose = 'link' | 'invite';

/**
 * Makes a link for one staff member and writes its email, in the caller's transaction: their
 * older unused links are voided (SPEC §15: a newer link or invite voids them), only the
 * token's hash is stored, and the token itself travels in the URL's fragment.
 */
async function issueLink(
  deps: StaffAppDeps,
  shop: ShopRow,
  staff: StaffRow,
  purpose: Purpose,
): Promise<void> {
  const now = deps.now();
  const token = newSecretToken();
  const link = `${deps.staffApp.appUrl}/staff/sign-in#token=${token}`;
  const [email] = outboxRowsOf(deps, [
    {
      shop,
      staffId: staff.id,
      recipient: staff.email!,
      payload: { kind: 'sign_in', shopName: shopNameOf(shop), staffName: staff.name, link, purpose },
    },
  ]);
  // The older links voided, the new one and its email written together.
  await deps.repos.staffAuth.replaceLinks(
    {
      id: newId('lnk', now),
      shopId: shop.id,
      staffId: staff.id,
      tokenHash: tokenHash(token),
      kind: purpose,
      expiresAt: now + (purpose === 'invite' ? INVITE_MS : SIGN_IN_LINK_MS),
      createdAt: now,
    },
    email,
  );
  if (!email) deps.staffApp.logSignInLink?.(staff.email!, link);
}

/**
 * `POST /staff-auth/link`: each active staff member with this address, in each installed shop,
 * gets one link. Nothing is said about whether there was any: the caller answers the same
 * `202` either way (and before this work, so the timing says nothing either).
 */
export async function sendSignInLinks(deps: StaffAppDeps, address: string): Promise<number> {
  const holders = await deps.repos.staff.findActiveByEmailKeyInAnyShop(emailKey(address));
  let sent = 0;
  for (const holder of holders) {
    await deps.db.transaction(async () => {
      const shop = await lockedShop(deps, holder.shopId);
      if (shop.status !== 'active') return;
      // Read again under the lock: deactivated or readdressed since the list was read.
      const staff = await deps.repos.staff.findById(shop.id, holder.id);
      if (!staff?.active || staff.emailKey !== holder.emailKey || !staff.email) return;
      await issueLink(deps, shop, staff, 'link');
      sent++;
    });
  }
  return sent;
}

/** `POST /v1/staff/{id}/invite`: a 7-day link to the staff member's email (SPEC §15). */
export async function inviteStaff(deps: StaffAppDeps, shopId: string, ref: string): Promise<void> {
  await deps.db.transaction(async () => {
    // The person's row, not the shop's, is what two invites must take turns on (each voids the
    // other's link): invites to different people of one shop go side by side. The shop is
    // shared-locked so that an uninstall or a sign-in link request (both exclusive) waits.
    const shop = await lockedShop(deps, shopId, 'share');
    const staff = await deps.repos.staff.findLocked(shop.id, { ref });
    if (!staff) throw notFound('staff member');
    if (!staff.email)
      throw new AppError('no_email', `${staff.name} has no email: add one before sending an invite.`, {
        errors: [{ field: 'email', message: 'required for an invite' }],
      });
    if (!staff.active)
      throw new AppError(
        'staff_inactive',
        `${staff.name} is inactive: reactivate them before sending an invite.`,
      );
    await issueLink(deps, shop, staff, 'invite');
  });
}
