import type { StaffPatch } from '../../db/repositories/staff-repository.js';
import type { ServiceDeps } from '../deps.js';
import { type MeView, meView } from '../views/me-view.js';
import type { NotificationPreferences } from '../views/notification-preferences.js';
import type { StaffPrincipal } from './staff-sessions.js';

export interface MyProfileChanges {
  name?: string | undefined;
  /** Partial: kinds left out keep their value (SPEC §15). */
  notifications?: Partial<NotificationPreferences> | undefined;
}

/** `GET /v1/me`. */
export function getMe(me: StaffPrincipal): MeView {
  return meView(me.staff, me.shop);
}

/** `PATCH /v1/me`: the staff member's own name and email preferences, nothing else. */
export async function updateMe(
  deps: ServiceDeps,
  me: StaffPrincipal,
  changes: MyProfileChanges,
): Promise<MeView> {
  const prefs = changes.notifications ?? {};
  const patch: StaffPatch = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(prefs.schedule !== undefined && { notifySchedule: prefs.schedule }),
    ...(prefs.reminder !== undefined && { notifyReminder: prefs.reminder }),
    ...(prefs.time_off !== undefined && { notifyTimeOff: prefs.time_off }),
    ...(prefs.pay !== undefined && { notifyPay: prefs.pay }),
  };
  const updated = await deps.db.transaction(() =>
    deps.repos.staff.update(me.shop.id, me.staff.id, { ...patch, updatedAt: deps.now() }),
  );
  return meView(updated, me.shop);
}
