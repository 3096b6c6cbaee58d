import type { NewShiftRow } from '../web/db/repositories/shifts-repository.js';
import { newId } from '../web/domain/ids.js';
import { instantOfWallClock } from '../web/domain/scheduling/wall-clock.js';
import { newSecretToken, tokenHash } from '../web/domain/staff-app/secret-token.js';
import { addDays } from '../web/domain/time/calendar-date.js';
import { localDateOf } from '../web/domain/time/work-week.js';
import type { Scope } from '../web/domain/tokens/scopes.js';
import { addShop } from '../web/services/shops/add-shop.js';
import { createApiToken } from '../web/services/tokens/create-api-token.js';
import { withAppDeps } from './seed-deps.js';

/**
 * The shop of the staff app's benches (`invites`, `staff-app`, `me-shifts`), written in-process
 * through the app's own repositories before the app starts as `npm start` runs it.
 */

export const STAFF_APP_ZONE = 'America/New_York';
/** PUBLIC_URL of the benches' apps: the Origin the staff app sends, whatever port the app got. */
export const STAFF_APP_URL = 'http://bench.shiftbook.test';
const HOUR_MS = 3_600_000;

export interface StaffAppSeed {
  /** An API token of the shop with `scopes`. */
  token: string;
  staffIds: string[];
  /** Sign-in link tokens (invites, 7 days) of the first `sessions` staff, spent by `openSessions`. */
  linkTokens: string[];
  shifts: number;
}

export interface StaffAppSeedOptions {
  staff: number;
  /** Staff get `bench-<n>@example.com`. */
  emails: boolean;
  /** Published shifts from `daysBack` before today to `daysAhead` after it (local), 5 days a week each. */
  shifts?: { daysBack: number; daysAhead: number };
  /** Published open shifts (`staff: null`), spread over the days from tomorrow to `daysAhead`. */
  openShifts?: { count: number; daysAhead: number };
  sessions: number;
  scopes: Scope[];
}

export function seedStaffAppShop(env: Record<string, string>, options: StaffAppSeedOptions) {
  return withAppDeps(env, async (deps): Promise<StaffAppSeed> => {
    const shop = await addShop(deps, {
      domain: 'bench-staff-app.myshopify.com',
      timezone: STAFF_APP_ZONE,
      plan: 'pro',
      name: 'Corner Cafe',
    });
    const now = Date.now();
    const today = localDateOf(now, STAFF_APP_ZONE);
    const staffIds: string[] = [];
    const linkTokens: string[] = [];
    let shiftCount = 0;
    await deps.db.transaction(async () => {
      for (let s = 0; s < options.staff; s++) {
        const row = await deps.repos.staff.insert({
          id: newId('stf', now),
          shopId: shop.id,
          handle: `staff-${s}`,
          name: `Staff Member ${s}`,
          ...(options.emails && { email: `bench-${s}@example.com`, emailKey: `bench-${s}@example.com` }),
          createdAt: now,
          updatedAt: now,
        });
        staffIds.push(row.id);
        if (options.shifts) {
          const shifts: NewShiftRow[] = [];
          for (let d = -options.shifts.daysBack; d <= options.shifts.daysAhead; d++) {
            // Two days off a week, a different pair per person.
            if ((d + s) % 7 === 0 || (d + s + 1) % 7 === 0) continue;
            const local = Date.parse(`${addDays(today, d)}T07:00:00Z`) + (s % 6) * HOUR_MS;
            shifts.push(
              publishedShift(shop.id, row.id, local, { hours: 8, breakMinutes: 30, role: 'Barista' }, now),
            );
          }
          await deps.repos.shifts.insertMany(shifts);
          shiftCount += shifts.length;
        }
        if (s < options.sessions) {
          const link = newSecretToken();
          await deps.repos.staffAuth.insertLink({
            id: newId('lnk', now),
            shopId: shop.id,
            staffId: row.id,
            tokenHash: tokenHash(link),
            kind: 'invite',
            expiresAt: now + 3_600_000,
            createdAt: now,
          });
          linkTokens.push(link);
        }
      }
      if (options.openShifts) {
        const { count, daysAhead } = options.openShifts;
        const open: NewShiftRow[] = [];
        for (let i = 0; i < count; i++) {
          // Starts from 06:00 to 17:00 local, 4 to 8 hours long, so some fit around a person's shift and some do not.
          const day = addDays(today, 1 + (i % daysAhead));
          const local = Date.parse(`${day}T06:00:00Z`) + (i % 12) * HOUR_MS;
          open.push(
            publishedShift(shop.id, null, local, { hours: 4 + (i % 5), breakMinutes: 0, role: 'Cover' }, now),
          );
        }
        await deps.repos.shifts.insertMany(open);
        shiftCount += open.length;
      }
    });
    const created = await createApiToken(
      deps,
      shop.id,
      { name: 'bench', scopes: options.scopes, expiresAt: null },
      'cli',
    );
    return { token: created.token, staffIds, linkTokens, shifts: shiftCount };
  });
}

/** A published shift at Main St starting at `local` (wall clock of the shop's zone, as UTC ms). */
function publishedShift(
  shopId: string,
  staffId: string | null,
  local: number,
  shape: { hours: number; breakMinutes: number; role: string },
  now: number,
): NewShiftRow {
  const startsAt = instantOfWallClock(local, STAFF_APP_ZONE);
  return {
    id: newId('shf', now),
    shopId,
    staffId,
    startsAt,
    endsAt: startsAt + shape.hours * HOUR_MS,
    breakMinutes: shape.breakMinutes,
    location: 'Main St',
    role: shape.role,
    published: true,
    createdAt: now,
    updatedAt: now,
  };
}

/** Spends each link through `POST /staff-auth/session`, as the staff app does; answers the cookies. */
export async function openSessions(baseUrl: string, linkTokens: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (const token of linkTokens) {
    const res = await fetch(`${baseUrl}/staff-auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STAFF_APP_URL },
      body: JSON.stringify({ token }),
    });
    const match = /shiftbook_staff=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (res.status !== 200 || !match) throw new Error(`session answered ${res.status}: ${await res.text()}`);
    cookies.push(`shiftbook_staff=${match[1]}`);
  }
  return cookies;
}
