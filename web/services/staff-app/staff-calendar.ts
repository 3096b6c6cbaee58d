import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { writeCalendar } from '../../domain/calendar/ical-writer.js';
import { shiftCalendarEvent } from '../../domain/calendar/shift-event.js';
import { newSecretToken, tokenHash } from '../../domain/staff-app/secret-token.js';
import type { StaffAppDeps } from '../deps.js';
import { shopNameOf } from '../notifications/queue-email.js';
import type { StaffPrincipal } from './staff-sessions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §15: the feed holds shifts starting 30 days back to 180 days ahead. */
const FEED_PAST_MS = 30 * DAY_MS;
const FEED_AHEAD_MS = 180 * DAY_MS;

function feedUrl(deps: StaffAppDeps, secret: string): { url: string } {
  return { url: `${deps.staffApp.appUrl}/calendar/${secret}.ics` };
}

/** Writes a new secret: its hash to find the feed by, and the secret sealed to show it again. */
async function storeSecret(deps: StaffAppDeps, staff: StaffRow): Promise<string> {
  const secret = newSecretToken();
  await deps.db.transaction(() =>
    deps.repos.staff.update(staff.shopId, staff.id, {
      calendarSecretHash: tokenHash(secret),
      calendarSecretSealed: deps.secretBox.seal(secret),
      updatedAt: staff.updatedAt,
    }),
  );
  return secret;
}

/** `GET /v1/me/calendar`: the feed's URL, made on first ask and stable after (SPEC §15). */
export async function calendarUrl(deps: StaffAppDeps, me: StaffPrincipal): Promise<{ url: string }> {
  const staff = (await deps.repos.staff.findById(me.shop.id, me.staff.id)) ?? me.staff;
  if (staff.calendarSecretSealed) return feedUrl(deps, deps.secretBox.open(staff.calendarSecretSealed));
  return feedUrl(deps, await storeSecret(deps, staff));
}

/** `POST /v1/me/calendar/reset`: a new URL; the old one is a 404 from now on. */
export async function resetCalendar(deps: StaffAppDeps, me: StaffPrincipal): Promise<{ url: string }> {
  return feedUrl(deps, await storeSecret(deps, me.staff));
}

/**
 * `GET /calendar/{secret}.ics` (SPEC §15): the person's published shifts as RFC 5545, or
 * undefined (404) for an unknown or reset secret, an inactive staff member or an uninstalled shop.
 */
export async function calendarFeed(deps: StaffAppDeps, secret: string): Promise<string | undefined> {
  const staff = await deps.repos.staff.findByCalendarHash(tokenHash(secret));
  if (!staff?.active) return undefined;
  const shop = await deps.repos.shops.findById(staff.shopId);
  if (shop?.status !== 'active') return undefined;
  const now = deps.now();
  const shifts = await deps.repos.shifts.listPublishedOfStaff(
    shop.id,
    staff.id,
    now - FEED_PAST_MS,
    now + FEED_AHEAD_MS,
    false,
  );
  const host = new URL(deps.staffApp.appUrl).hostname;
  const name = shopNameOf(shop);
  const events = shifts.map((shift) => shiftCalendarEvent(shift, name, host, now));
  return writeCalendar({ name: `${name} shifts`, events });
}
