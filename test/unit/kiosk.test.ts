import { describe, expect, it } from 'vitest';
import type {
  BoardShop,
  ClockBoard,
  ClockEntry,
  ClockRow,
  Scope,
} from '../../frontend/src/kiosk/clock-types.js';
import { ClockRequestError } from '../../frontend/src/kiosk/kiosk-api.js';
import { classifyFailure, failureMessage } from '../../frontend/src/kiosk/kiosk-failure.js';
import {
  actionInstant,
  dayLabel,
  nextShiftLine,
  stateLine,
  workedLine,
} from '../../frontend/src/kiosk/kiosk-format.js';
import {
  checkKioskToken,
  decideLink,
  scopeVerdict,
  settleKioskLink,
  shopLabels,
  type TokenCheck,
} from '../../frontend/src/kiosk/kiosk-link.js';
import { DEFAULT_TIMINGS, timingsFrom } from '../../frontend/src/kiosk/kiosk-options.js';
import {
  actionsFor,
  initialKioskState,
  type KioskEvent,
  type KioskState,
  kioskReducer,
} from '../../frontend/src/kiosk/kiosk-state.js';
import {
  forgetKioskToken,
  KIOSK_TOKEN_KEY,
  readKioskLink,
  storeKioskToken,
  type TokenPlace,
  tokenInFragment,
} from '../../frontend/src/kiosk/kiosk-token.js';

const TOKEN = 'sbk_abcdefghijklmnopqrstuvwxyz012345ABCDEF';
const ZONE = 'America/New_York';

/** A tablet's storage and address bar, in memory. */
function tablet(url: string, stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const parsed = new URL(url, 'https://shiftbook.example');
  const location = { hash: parsed.hash, pathname: parsed.pathname, search: parsed.search };
  const place: TokenPlace = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    location,
    history: {
      replaceState: (_data, _unused, next) => {
        const moved = new URL(String(next), 'https://shiftbook.example');
        Object.assign(location, { hash: moved.hash, pathname: moved.pathname, search: moved.search });
      },
    },
  };
  return { place, items, location };
}

function row(staff: string, state: ClockRow['state'] = 'off', extra: Partial<ClockRow> = {}): ClockRow {
  return {
    staff,
    staff_id: `stf_${staff}`,
    name: staff.toUpperCase(),
    state,
    since: state === 'off' ? null : '2027-03-10T14:00:00Z',
    entry: state === 'off' ? null : 'ten_1',
    has_pin: true,
    next_shift: null,
    overdue: false,
    ...extra,
  };
}

function entry(extra: Partial<ClockEntry> = {}): ClockEntry {
  return {
    id: 'ten_1',
    staff: 'ana',
    started_at: '2027-03-10T14:00:00Z',
    ended_at: null,
    break_minutes: 0,
    break_started_at: null,
    ...extra,
  };
}

function run(state: KioskState, ...events: KioskEvent[]): KioskState {
  return events.reduce(kioskReducer, state);
}

const typed = (pin: string): KioskEvent[] =>
  [...pin].map((digit) => ({ type: 'key', key: digit }) as KioskEvent);

const BAKERY: BoardShop = { domain: 'corner-bakery.myshopify.com', name: 'Corner Bakery', timezone: ZONE };
const ELSEWHERE: BoardShop = {
  domain: 'elsewhere.myshopify.com',
  name: 'Elsewhere',
  timezone: 'Europe/Paris',
};
const KIOSK_SCOPES: Scope[] = ['read_clock', 'write_clock'];

/** A board answer of `shop` for a token of `scopes`. */
function boardOf(rows: ClockRow[], shop = BAKERY, scopes = KIOSK_SCOPES): ClockBoard {
  return { shop, scopes, data: rows };
}
const loaded = (rows: ClockRow[], shop = BAKERY, scopes = KIOSK_SCOPES): KioskEvent => ({
  type: 'board_loaded',
  board: boardOf(rows, shop, scopes),
});
const onBoard = (rows: ClockRow[]) => run(initialKioskState(TOKEN), loaded(rows));
const checked = (shop: BoardShop, scopes = KIOSK_SCOPES): TokenCheck => ({
  kind: 'board',
  board: boardOf([], shop, scopes),
});

describe('the kiosk token', () => {
  it('takes the token from the link, drops it from the address bar, and stores nothing by itself', () => {
    const { place, items, location } = tablet(`/kiosk?return_after=2#${TOKEN}`);
    expect(readKioskLink(place)).toEqual({ offered: TOKEN, stored: null });
    expect(location).toEqual({ hash: '', pathname: '/kiosk', search: '?return_after=2' });
    expect(items.size).toBe(0);

    // Once the kiosk adopts it, a reload (or a restarted tablet) finds it stored.
    storeKioskToken(place.storage, TOKEN);
    expect(items.get(KIOSK_TOKEN_KEY)).toBe(TOKEN);
    const later = tablet('/kiosk', Object.fromEntries(items));
    expect(readKioskLink(later.place)).toEqual({ offered: null, stored: TOKEN });
  });

  it('a new link leaves the stored token alone until it is settled; a fragment that is no token is dropped', () => {
    const { place, items } = tablet('/kiosk#sbk_newtoken1234567890', { [KIOSK_TOKEN_KEY]: TOKEN });
    expect(readKioskLink(place)).toEqual({ offered: 'sbk_newtoken1234567890', stored: TOKEN });
    expect(items.get(KIOSK_TOKEN_KEY)).toBe(TOKEN);

    const junk = tablet('/kiosk#<script>', { [KIOSK_TOKEN_KEY]: TOKEN });
    expect(readKioskLink(junk.place)).toEqual({ offered: null, stored: TOKEN });
    expect(junk.location.hash).toBe('');
  });

  it('reads `#<token>` and `#token=<token>`, and nothing else', () => {
    expect(tokenInFragment(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenInFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenInFragment('#')).toBeNull();
    expect(tokenInFragment('#%E0%A4%A')).toBeNull();
    expect(tokenInFragment('#short')).toBeNull();
    expect(tokenInFragment('#a b c d e f g h')).toBeNull();
  });

  it('without a link or a stored token there is none, and a forgotten token stays gone', () => {
    const { place, items } = tablet('/kiosk', { [KIOSK_TOKEN_KEY]: TOKEN });
    forgetKioskToken(place.storage);
    expect(items.size).toBe(0);
    expect(readKioskLink(place)).toEqual({ offered: null, stored: null });
  });

  it('still works for this page load when the browser refuses storage', () => {
    const { place } = tablet(`/kiosk#${TOKEN}`);
    place.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    place.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readKioskLink(place)).toEqual({ offered: TOKEN, stored: null });
    expect(() => storeKioskToken(place.storage, TOKEN)).not.toThrow();
  });
});

describe('what a link may do to a set-up tablet (issue 26)', () => {
  it('takes only a kiosk token: write_clock, nothing beyond the clock', () => {
    expect(scopeVerdict(['read_clock', 'write_clock'])).toBe('kiosk');
    expect(scopeVerdict(['write_clock'])).toBe('kiosk');
    expect(scopeVerdict(['read_clock'])).toBe('no_clock');
    expect(scopeVerdict(['read_clock', 'write_clock', 'write_timesheets', 'read_timesheets'])).toBe(
      'too_much',
    );
    expect(scopeVerdict(['read_clock', 'read_staff', 'write_clock'])).toBe('too_much');
  });

  it("refuses a manager's token, a refused one and one without the clock, whatever is stored", () => {
    const manager = checked(BAKERY, ['read_clock', 'read_timesheets', 'write_clock', 'write_timesheets']);
    for (const stored of [null, checked(BAKERY), { kind: 'refused' } as const]) {
      expect(decideLink(manager, stored)).toEqual({ kind: 'refuse', reason: 'too_much' });
      expect(decideLink({ kind: 'refused' }, stored)).toEqual({ kind: 'refuse', reason: 'refused' });
      expect(decideLink({ kind: 'no_scope' }, stored)).toEqual({ kind: 'refuse', reason: 'no_scope' });
      expect(decideLink(checked(BAKERY, ['read_clock']), stored)).toEqual({
        kind: 'refuse',
        reason: 'no_scope',
      });
    }
  });

  it("asks before another shop's token replaces the stored one; the same shop's replaces it silently", () => {
    expect(decideLink(checked(ELSEWHERE), checked(BAKERY))).toEqual({
      kind: 'ask',
      current: BAKERY,
      offered: ELSEWHERE,
    });
    // Named alike, it is still another shop: the domain decides.
    const lookalike = { domain: 'corner-bakery-2.myshopify.com', name: 'Corner Bakery', timezone: ZONE };
    expect(decideLink(checked(lookalike), checked(BAKERY))).toMatchObject({ kind: 'ask' });
    expect(decideLink(checked(BAKERY), checked(BAKERY))).toEqual({ kind: 'adopt' });
    // Nothing stored, or nothing worth keeping: adopted.
    expect(decideLink(checked(ELSEWHERE), null)).toEqual({ kind: 'adopt' });
    expect(decideLink(checked(ELSEWHERE), { kind: 'refused' })).toEqual({ kind: 'adopt' });
    expect(decideLink(checked(ELSEWHERE), { kind: 'no_scope' })).toEqual({ kind: 'adopt' });
    expect(decideLink(checked(ELSEWHERE), checked(BAKERY, [...KIOSK_SCOPES, 'write_timesheets']))).toEqual({
      kind: 'adopt',
    });
  });

  it('decides nothing while the server cannot be asked', () => {
    expect(decideLink({ kind: 'unreachable' }, checked(BAKERY))).toEqual({ kind: 'unreachable' });
    expect(decideLink(checked(ELSEWHERE), { kind: 'unreachable' })).toEqual({ kind: 'unreachable' });
  });

  it('checks both tokens with the server, and none when the link brings no token or the stored one', async () => {
    const asked: string[] = [];
    const check = async (token: string): Promise<TokenCheck> => {
      asked.push(token);
      return checked(token === 'sbk_offered_123456' ? ELSEWHERE : BAKERY);
    };
    expect(await settleKioskLink({ offered: 'sbk_offered_123456', stored: TOKEN }, check)).toEqual({
      kind: 'ask',
      current: BAKERY,
      offered: ELSEWHERE,
    });
    expect(asked.sort()).toEqual(['sbk_offered_123456', TOKEN].sort());
    asked.length = 0;
    expect(await settleKioskLink({ offered: 'sbk_offered_123456', stored: null }, check)).toEqual({
      kind: 'adopt',
    });
    expect(asked).toEqual(['sbk_offered_123456']);
    asked.length = 0;
    expect(await settleKioskLink({ offered: null, stored: TOKEN }, check)).toEqual({ kind: 'keep' });
    expect(await settleKioskLink({ offered: TOKEN, stored: TOKEN }, check)).toEqual({ kind: 'keep' });
    expect(await settleKioskLink({ offered: null, stored: null }, check)).toEqual({ kind: 'keep' });
    expect(asked).toEqual([]);
  });

  it("reads the server's answer: a board, 401 refused, 403 no scope, anything else unreachable", async () => {
    const failing = (status: number) => async (): Promise<ClockBoard> => {
      throw new ClockRequestError({ title: 'x', status }, null);
    };
    const board = boardOf([row('ana')]);
    expect(await checkKioskToken(TOKEN, async () => board)).toEqual({ kind: 'board', board });
    expect(await checkKioskToken(TOKEN, failing(401))).toEqual({ kind: 'refused' });
    expect(await checkKioskToken(TOKEN, failing(403))).toEqual({ kind: 'no_scope' });
    for (const status of [0, 429, 500, 503])
      expect(await checkKioskToken(TOKEN, failing(status))).toEqual({ kind: 'unreachable' });
  });

  it('names the two shops by name, or by domain when their names are alike', () => {
    expect(shopLabels(BAKERY, ELSEWHERE)).toEqual({ current: 'Corner Bakery', offered: 'Elsewhere' });
    expect(
      shopLabels(BAKERY, { domain: 'evil.myshopify.com', name: ' corner bakery', timezone: ZONE }),
    ).toEqual({
      current: 'corner-bakery.myshopify.com',
      offered: 'evil.myshopify.com',
    });
  });
});

describe('what a failure means to staff', () => {
  it('tells a wrong PIN and a locked PIN apart, in plain words, minutes rounded up from Retry-After', () => {
    const wrong = classifyFailure({ status: 403, code: 'invalid_pin' });
    expect(failureMessage(wrong)).toBe('That PIN is not right. Try again.');
    const locked = classifyFailure({ status: 429, code: 'pin_locked', retryAfterSeconds: 840 });
    expect(failureMessage(locked)).toBe('Too many wrong PINs. Try again in 14 minutes.');
    expect(failureMessage(classifyFailure({ status: 429, code: 'pin_locked', retryAfterSeconds: 30 }))).toBe(
      'Too many wrong PINs. Try again in 1 minute.',
    );
    expect(classifyFailure({ status: 429, code: 'pin_locked' })).toEqual({ kind: 'locked', minutes: 15 });
    expect(classifyFailure({ status: 429, code: 'rate_limited', retryAfterSeconds: 3 }).kind).toBe('busy');
  });

  it('a refused token signs the kiosk out; a token without the clock scopes too', () => {
    expect(classifyFailure({ status: 401, code: 'unauthorized' }).kind).toBe('signed_out');
    expect(classifyFailure({ status: 403, code: 'insufficient_scope' }).kind).toBe('no_scope');
  });

  it('a state changed elsewhere, an approved week, no network and a rule each have their own words', () => {
    for (const code of ['already_clocked_in', 'not_clocked_in', 'on_break', 'not_on_break'])
      expect(classifyFailure({ status: 409, code }).kind).toBe('state_changed');
    expect(failureMessage(classifyFailure({ status: 409, code: 'state_conflict' }))).toContain('approved');
    expect(failureMessage(classifyFailure({ status: 0 }))).toContain('cannot reach Shiftbook');
    expect(
      failureMessage(classifyFailure({ status: 422, code: 'rule_violation', detail: 'Ana is not active.' })),
    ).toBe('Ana is not active. Ask a manager.');
    expect(failureMessage(classifyFailure({ status: 500 }))).toContain('error 500');
  });
});

describe('the kiosk state machine', () => {
  it('starts signed out without a token, and on the board once the board loads, with its shop', () => {
    expect(initialKioskState(null).screen).toEqual({ kind: 'signed_out', reason: 'no_token' });
    expect(initialKioskState(TOKEN).shop).toBeNull();
    expect(onBoard([row('ana')]).screen).toEqual({ kind: 'board' });
    expect(onBoard([row('ana')]).shop).toEqual(BAKERY);
  });

  it('signs out, for good, a stored token that holds more than the clock or cannot clock anyone', () => {
    const manager = run(
      initialKioskState(TOKEN),
      loaded([row('ana')], BAKERY, [...KIOSK_SCOPES, 'write_timesheets']),
    );
    expect(manager.screen).toEqual({ kind: 'signed_out', reason: 'too_much' });
    expect(manager.rows).toBeNull();
    expect(run(manager, loaded([row('ana')]))).toBe(manager);
    // Given more scopes since it was set up: the next refresh signs it out.
    const later = run(onBoard([row('ana')]), loaded([row('ana')], BAKERY, [...KIOSK_SCOPES, 'read_staff']));
    expect(later.screen).toEqual({ kind: 'signed_out', reason: 'too_much' });
    expect(run(initialKioskState(TOKEN), loaded([row('ana')], BAKERY, ['read_clock'])).screen).toEqual({
      kind: 'signed_out',
      reason: 'no_scope',
    });
  });

  it('offers the actions that fit the state, the usual one first', () => {
    expect(actionsFor('off')).toEqual(['in']);
    expect(actionsFor('on')).toEqual(['break-start', 'out']);
    expect(actionsFor('break')).toEqual(['break-end', 'out']);
  });

  it('takes 4 to 8 digits, edits them, and only then lets an action be sent', () => {
    let state = run(onBoard([row('ana')]), { type: 'pick', staff: 'ana' }, ...typed('123'));
    expect(run(state, { type: 'submit', action: 'in' })).toBe(state);
    state = run(state, ...typed('4567890'));
    expect(state.screen).toMatchObject({ kind: 'pin', pin: '12345678' });
    state = run(state, { type: 'key', key: 'delete' });
    expect(state.screen).toMatchObject({ pin: '1234567' });
    // Only an action that fits the state goes out.
    expect(run(state, { type: 'submit', action: 'out' })).toBe(state);
    expect(run(state, { type: 'submit', action: 'in' }).screen).toMatchObject({ busy: 'in' });
    expect(run(state, { type: 'key', key: 'clear' }).screen).toMatchObject({ pin: '' });
  });

  it('confirms a clock-in with its time and shows the new state on the board at once', () => {
    const at = Date.parse('2027-03-10T14:02:00Z');
    const state = run(
      onBoard([row('ana'), row('ben')]),
      { type: 'pick', staff: 'ana' },
      ...typed('1234'),
      { type: 'submit', action: 'in' },
      { type: 'succeeded', action: 'in', entry: entry({ started_at: '2027-03-10T14:02:00Z' }), at },
    );
    expect(state.screen).toMatchObject({ kind: 'done', name: 'ANA', action: 'in', at });
    expect(state.rows![0]).toMatchObject({ state: 'on', since: '2027-03-10T14:02:00Z', entry: 'ten_1' });
    expect(state.rows![1]!.state).toBe('off');
    expect(run(state, { type: 'back' }).screen).toEqual({ kind: 'board' });
  });

  it('wipes a wrong or locked PIN and says so; keeps the PIN for other failures', () => {
    const typedIn = run(onBoard([row('ana')]), { type: 'pick', staff: 'ana' }, ...typed('9999'));
    const sent = run(typedIn, { type: 'submit', action: 'in' });
    const wrong = run(sent, { type: 'failed', failure: { kind: 'wrong_pin' } });
    expect(wrong.screen).toMatchObject({ pin: '', busy: null, message: 'That PIN is not right. Try again.' });
    const locked = run(sent, { type: 'failed', failure: { kind: 'locked', minutes: 15 } });
    expect(locked.screen).toMatchObject({
      pin: '',
      message: 'Too many wrong PINs. Try again in 15 minutes.',
    });
    const offline = run(sent, { type: 'failed', failure: { kind: 'offline' } });
    expect(offline.screen).toMatchObject({ pin: '9999', busy: null });
    // Typing again clears the message.
    expect(run(wrong, ...typed('1')).screen).toMatchObject({ message: null });
  });

  it('a refused token signs out from anywhere, for good', () => {
    const board = onBoard([row('ana')]);
    const out = run(board, { type: 'board_failed', failure: { kind: 'signed_out' } });
    expect(out.screen).toEqual({ kind: 'signed_out', reason: 'refused' });
    expect(run(out, loaded([row('ana')]))).toBe(out);

    const sending = run(board, { type: 'pick', staff: 'ana' }, ...typed('1234'), {
      type: 'submit',
      action: 'in',
    });
    expect(run(sending, { type: 'failed', failure: { kind: 'signed_out' } }).screen).toEqual({
      kind: 'signed_out',
      reason: 'refused',
    });
  });

  it('keeps the board when a refresh fails for the network, and says it may be out of date', () => {
    const failed = run(onBoard([row('ana')]), { type: 'board_failed', failure: { kind: 'offline' } });
    expect(failed.screen).toEqual({ kind: 'board' });
    expect(failed.rows).toHaveLength(1);
    expect(failed.boardProblem).toContain('out of date');
    expect(run(failed, loaded([row('ana')])).boardProblem).toBeNull();
  });

  it('closes the PIN pad of someone no longer on the board, and holds Back while a request is out', () => {
    const open = run(onBoard([row('ana'), row('ben')]), { type: 'pick', staff: 'ben' });
    expect(run(open, loaded([row('ana')])).screen).toEqual({ kind: 'board' });
    const sending = run(open, ...typed('1234'), { type: 'submit', action: 'in' });
    expect(run(sending, { type: 'back' })).toBe(sending);
    expect(run(sending, { type: 'key', key: '5' })).toBe(sending);
  });
});

describe('times and words on the kiosk', () => {
  const now = Date.parse('2027-03-10T17:00:00Z'); // Wednesday, 12:00 in New York

  it('names days relative to today in the zone', () => {
    expect(dayLabel(Date.parse('2027-03-10T23:00:00Z'), now, ZONE)).toBe('Today');
    expect(dayLabel(Date.parse('2027-03-11T04:00:00Z'), now, ZONE)).toBe('Today'); // 23:00 in New York
    expect(dayLabel(Date.parse('2027-03-11T14:00:00Z'), now, ZONE)).toBe('Tomorrow');
    expect(dayLabel(Date.parse('2027-03-09T14:00:00Z'), now, ZONE)).toBe('Yesterday');
    expect(dayLabel(Date.parse('2027-03-13T14:00:00Z'), now, ZONE)).toMatch(/^Sat/);
    expect(dayLabel(Date.parse('2027-03-20T14:00:00Z'), now, ZONE)).toMatch(/Mar 20/);
  });

  it('shows the state with its time on the 24-hour clock, in the zone given, whatever the locale', () => {
    expect(stateLine(row('ana'), now, ZONE)).toBe('Off the clock');
    expect(stateLine(row('ana', 'on'), now, ZONE)).toBe('Clocked in since 09:00');
    expect(stateLine(row('ana', 'break', { since: '2027-03-09T14:00:00Z' }), now, ZONE)).toBe(
      'On break since Yesterday 09:00',
    );
    // The same instant in another shop's zone: the zone is the shop's, never the tablet's.
    expect(stateLine(row('ana', 'on'), now, 'Europe/Paris')).toBe('Clocked in since 15:00');
  });

  it('says "On shift until" only to someone clocked in; anyone else reads the shift whole, with its day', () => {
    const shift = (starts: string, ends: string) => ({ id: 'shf_1', starts_at: starts, ends_at: ends });
    const underWay = shift('2027-03-10T14:00:00Z', '2027-03-10T22:30:00Z');
    expect(nextShiftLine(underWay, now, ZONE, 'on')).toBe('On shift until 17:30');
    expect(nextShiftLine(underWay, now, ZONE, 'break')).toBe('On shift until 17:30');
    expect(nextShiftLine(underWay, now, ZONE, 'off')).toBe('Next shift today 09:00–17:30');
    const laterToday = shift('2027-03-10T21:00:00Z', '2027-03-11T01:00:00Z');
    expect(nextShiftLine(laterToday, now, ZONE, 'on')).toBe('Next shift today 16:00–20:00');
    const tomorrow = shift('2027-03-11T14:00:00Z', '2027-03-11T22:00:00Z');
    expect(nextShiftLine(tomorrow, now, ZONE, 'off')).toBe('Next shift tomorrow 09:00–17:00');
    expect(nextShiftLine(shift('2027-03-13T14:00:00Z', '2027-03-13T22:00:00Z'), now, ZONE, 'off')).toMatch(
      /^Next shift Sat 09:00–17:00$/,
    );
    expect(nextShiftLine(null, now, ZONE, 'off')).toBeNull();
  });

  it("confirms with the server's instant of the action; ending a break has none, so the tablet's", () => {
    const e = entry({ ended_at: '2027-03-10T22:31:00Z', break_started_at: '2027-03-10T18:00:00Z' });
    expect(actionInstant('in', e, now)).toBe(Date.parse(e.started_at));
    expect(actionInstant('out', e, now)).toBe(Date.parse(e.ended_at!));
    expect(actionInstant('break-start', e, now)).toBe(Date.parse(e.break_started_at!));
    expect(actionInstant('break-end', e, now)).toBe(now);
    expect(actionInstant('out', entry(), now)).toBe(now);
  });

  it('sums up a clocked-out entry in whole minutes, its break left out', () => {
    expect(workedLine(entry({ ended_at: '2027-03-10T22:31:00Z', break_minutes: 30 }))).toBe(
      '8 h 1 min worked · 30 min break',
    );
    expect(workedLine(entry({ ended_at: '2027-03-10T14:45:00Z' }))).toBe('45 min worked');
    expect(workedLine(entry())).toBeNull();
  });

  it('returns to the board after 5 s unless the link asks for 0.5 to 60 s', () => {
    expect(timingsFrom('')).toEqual(DEFAULT_TIMINGS);
    expect(timingsFrom('?return_after=1.5').returnAfterMs).toBe(1500);
    expect(timingsFrom('?return_after=0.1').returnAfterMs).toBe(500);
    expect(timingsFrom('?return_after=600').returnAfterMs).toBe(60_000);
    expect(timingsFrom('?return_after=soon').returnAfterMs).toBe(5_000);
  });
});
