import { describe, expect, it } from 'vitest';
import { takeSignInToken } from '../../frontend/src/staff/sign-in-link.js';
import { shiftDay, shiftHours, shopCalendar } from '../../frontend/src/staff/staff-format.js';

/** A page's address bar, as much of it as the sign-in link reader touches. */
function place(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const location = { hash: url.hash, pathname: url.pathname, search: url.search } as Location;
  const history = {
    replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to),
  } as unknown as History;
  return { location, history, replaced };
}

const TOKEN = 'q3Zb0h8n6vYw1cS4XK9eTtR2uL5mPjAaGdFi7oEy_-s';

describe("the staff app's sign-in link", () => {
  it('takes the token from the fragment and drops it from the address bar at once', () => {
    const page = place(`https://shiftbook.example/staff/sign-in#token=${TOKEN}`);
    expect(takeSignInToken(page)).toBe(TOKEN);
    expect(page.replaced).toEqual(['/staff/sign-in']);
  });

  it('drops a fragment that holds no usable token, and answers none', () => {
    for (const hash of ['#token=', '#token=short', '#token=has%20space%20in%20it%20for%20sure', '#other=1']) {
      const page = place(`https://shiftbook.example/staff/sign-in${hash}`);
      expect(takeSignInToken(page), hash).toBeNull();
      expect(page.replaced, hash).toEqual(['/staff/sign-in']);
    }
  });

  it('leaves a page without a fragment alone', () => {
    const page = place('https://shiftbook.example/staff');
    expect(takeSignInToken(page)).toBeNull();
    expect(page.replaced).toEqual([]);
  });
});

describe("the staff app's weeks and hours, in the shop's zone", () => {
  it("finds today, this week and the next in the shop's zone, not the phone's", () => {
    // Monday 00:30 in Berlin is still Sunday 18:30 in New York: the New York week of Nov 16.
    const now = Date.parse('2026-11-22T23:30:00Z');
    expect(shopCalendar(now, 'America/New_York', 'monday')).toEqual({
      today: '2026-11-22',
      thisWeek: '2026-11-16',
      nextWeek: '2026-11-23',
    });
    expect(shopCalendar(now, 'Europe/Berlin', 'monday').thisWeek).toBe('2026-11-23');
    expect(shopCalendar(now, 'America/New_York', 'sunday').thisWeek).toBe('2026-11-22');
  });

  it('puts a shift on the local day it starts, across midnight UTC', () => {
    expect(shiftDay('2026-11-17T03:00:00Z', 'America/New_York')).toBe('2026-11-16');
    expect(shiftDay('2026-11-17T03:00:00Z', 'UTC')).toBe('2026-11-17');
  });

  it("counts a shift's paid hours without its unpaid break, never below zero", () => {
    expect(shiftHours('2026-11-16T14:00:00Z', '2026-11-16T22:00:00Z', 30)).toBe(7.5);
    // A DST night: 01:00–05:00 local on Nov 1 in New York is five real hours.
    expect(shiftHours('2026-11-01T05:00:00Z', '2026-11-01T10:00:00Z', 0)).toBe(5);
    expect(shiftHours('2026-11-16T14:00:00Z', '2026-11-16T14:20:00Z', 30)).toBe(0);
  });
});
