import { addDays } from '../../domain/time/calendar-date.js';
import { localMidnight, type Weekday, weekStartDateOf } from '../../domain/time/work-week.js';
import { ALL_SCOPES } from '../../domain/tokens/scopes.js';
import type { PinHashDeps } from '../deps.js';
import { createShift } from '../scheduling/create-shift.js';
import { publishWeek } from '../scheduling/publish-week.js';
import { createStaff } from '../staff/create-staff.js';
import { createTimeOff } from '../time-off/create-time-off.js';
import { decideTimeOffRequest } from '../time-off/decide-time-off.js';
import { approveTimesheet } from '../timesheets/approve-timesheet.js';
import { createTimeEntry } from '../timesheets/create-time-entry.js';
import { createApiToken } from '../tokens/create-api-token.js';
import { addShop } from './add-shop.js';
import { seedDemoOrders } from './seed-demo-orders.js';

export const DEMO_DOMAIN = 'shiftbook-demo.myshopify.com';
/** Every demo staff member's clock PIN, so the kiosk can be tried at once. */
export const DEMO_PIN = '1234';

/** Each with the Shopify staff member id their POS sales are attributed to (demo orders). */
const ROSTER = [
  { handle: 'ana', name: 'Ana Lima', rate: 1825, days: [8, 8, 9, 8, 8, 4], shopifyId: '70001' },
  { handle: 'ben', name: 'Ben Okafor', rate: 2100, days: [7.5, 7.5, 7.5, 7.5, 7.5], shopifyId: '70002' },
  { handle: 'chloe', name: 'Chloé Martin', rate: 1650, days: [6, 0, 6, 6, 0, 8], shopifyId: '70003' },
  { handle: 'dev', name: 'Dev Patel', rate: null, days: [4, 4, 4], shopifyId: null },
  { handle: 'eli', name: 'Eli "Sparks" Novak', rate: 2400, days: [10, 10, 10, 10, 5], shopifyId: '70005' },
];

/**
 * A demo shop in New York with a roster, two weeks of shifts (this one published) and two
 * weeks of hours: last week approved, this week pending; time off approved and requested; and
 * a few paid Shopify orders a day over both weeks, with their commissions. Running it again
 * keeps the data and issues a fresh token.
 */
export async function seedDemo(deps: PinHashDeps) {
  const shop = await addShop(deps, {
    domain: DEMO_DOMAIN,
    timezone: 'America/New_York',
    name: 'Shiftbook Demo',
  });
  const today = new Date(deps.now()).toISOString().slice(0, 10);
  const thisWeek = weekStartDateOf(today, shop.weekStart as Weekday);
  const lastWeek = addDays(thisWeek, -7);

  if ((await deps.repos.staff.countActive(shop.id)) === 0) {
    for (const member of ROSTER) {
      await createStaff(deps, shop.id, {
        handle: member.handle,
        name: member.name,
        email: `${member.handle}@example.com`,
        hourlyRateCents: member.rate,
        commissionRateBp: 500,
        active: true,
        shopifyStaffMemberId: member.shopifyId,
        pin: DEMO_PIN,
      });
      // The schedule: this week's and next week's shifts, the same pattern as the hours worked.
      for (const week of [thisWeek, addDays(thisWeek, 7)]) {
        for (const [day, hours] of member.days.entries()) {
          if (hours === 0) continue;
          const startsAt = localMidnight(addDays(week, day), shop.timezone) + 9 * 3_600_000;
          const breakMinutes = hours >= 6 ? 30 : 0;
          await createShift(deps, shop.id, {
            staff: member.handle,
            startsAt,
            endsAt: startsAt + hours * 3_600_000 + breakMinutes * 60_000,
            breakMinutes,
            location: 'Main St',
            role: day === 0 ? 'Opening' : 'Floor',
            note: null,
          });
        }
      }
      for (const week of [lastWeek, thisWeek]) {
        for (const [day, hours] of member.days.entries()) {
          const date = addDays(week, day);
          const startedAt = localMidnight(date, shop.timezone) + 9 * 3_600_000;
          if (hours === 0 || startedAt + hours * 3_600_000 > deps.now()) continue;
          const breakMinutes = hours >= 6 ? 30 : 0;
          await createTimeEntry(deps, shop.id, {
            staff: member.handle,
            startedAt,
            endedAt: startedAt + hours * 3_600_000 + breakMinutes * 60_000,
            breakMinutes,
            note: day === 0 ? 'Opening shift' : null,
          });
        }
      }
    }
    for (const row of await deps.repos.timesheets.weekSummaryRows(shop.id, lastWeek)) {
      await approveTimesheet(deps, shop.id, row[0], 'cli');
    }
    // This week is published, next week is still a draft; time off approved on a day Chloé has
    // no shift, and a request of Dev's waiting on a day he has one.
    await publishWeek(deps, shop.id, thisWeek);
    const nextWeek = addDays(thisWeek, 7);
    const vacation = await createTimeOff(deps, shop.id, {
      staff: 'chloe',
      startsOn: addDays(nextWeek, 1),
      endsOn: addDays(nextWeek, 1),
      kind: 'vacation',
      note: null,
    });
    await decideTimeOffRequest(deps, shop.id, vacation.id, 'approved', null, 'cli');
    // Sales: orders over both weeks up to now, sold by the linked staff working each day.
    await seedDemoOrders(deps, shop, lastWeek, 14, (day) =>
      ROSTER.flatMap((member) => ((member.days[day] ?? 0) > 0 && member.shopifyId ? [member.shopifyId] : [])),
    );
    await createTimeOff(deps, shop.id, {
      staff: 'dev',
      startsOn: addDays(nextWeek, 2),
      endsOn: addDays(nextWeek, 2),
      kind: 'other',
      note: 'Dentist',
    });
  }

  const { token } = await createApiToken(
    deps,
    shop.id,
    { name: 'demo', scopes: [...ALL_SCOPES], expiresAt: null },
    'cli',
  );
  return {
    domain: shop.domain,
    staffCount: await deps.repos.staff.countActive(shop.id),
    weeks: [lastWeek, thisWeek],
    token,
  };
}
