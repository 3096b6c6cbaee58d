import type { StaffPatch } from '../../db/repositories/staff-repository.js';
import type { StaffAppDeps } from '../deps.js';
import { shopNameOf } from './queue-email.js';
import type { StaffPreferenceKind } from './templates/index.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** What the confirm page and the answer to the POST say. */
export interface UnsubscribeSubject {
  shopName: string;
  staffName: string;
  kind: StaffPreferenceKind;
}

const PREFERENCE_COLUMN: Record<StaffPreferenceKind, keyof StaffPatch> = {
  schedule: 'notifySchedule',
  reminder: 'notifyReminder',
  time_off: 'notifyTimeOff',
  pay: 'notifyPay',
};

async function subjectOf(deps: StaffAppDeps, token: string) {
  const target = readUnsubscribeToken(deps.secretBox, token);
  if (!target) return null;
  const shop = await deps.repos.shops.findById(target.shopId);
  const staff = shop && (await deps.repos.staff.findById(shop.id, target.staffId));
  // An uninstalled shop's people are not ours to change; its rows go at erasure (SPEC §8).
  if (shop?.status !== 'active' || !staff) return null;
  return { target, shop, staff };
}

/** The `GET` of the link: who and what it is about, changing nothing; null when unknown. */
export async function unsubscribeSubject(
  deps: StaffAppDeps,
  token: string,
): Promise<UnsubscribeSubject | null> {
  const found = await subjectOf(deps, token);
  if (!found) return null;
  return { shopName: shopNameOf(found.shop), staffName: found.staff.name, kind: found.target.kind };
}

/**
 * The `POST` of the link (RFC 8058): that kind off for that person, at once and without
 * signing in, as `PATCH /v1/me` would turn it off. Repeating it changes nothing more.
 */
export async function unsubscribe(deps: StaffAppDeps, token: string): Promise<UnsubscribeSubject | null> {
  const found = await subjectOf(deps, token);
  if (!found) return null;
  const { shop, staff, target } = found;
  await deps.db.transaction(() =>
    deps.repos.staff.update(shop.id, staff.id, {
      [PREFERENCE_COLUMN[target.kind]]: false,
      updatedAt: deps.now(),
    }),
  );
  return { shopName: shopNameOf(shop), staffName: staff.name, kind: target.kind };
}
