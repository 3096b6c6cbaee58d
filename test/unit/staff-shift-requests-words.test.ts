import { describe, expect, it } from 'vitest';
import { documentToSave, timeChoices, weekdaysFrom } from '../../frontend/src/staff/availability-draft.js';
import {
  openOfferOf,
  openTakeOf,
  requestPillClass,
  requestStatusText,
  splitRequests,
} from '../../frontend/src/staff/request-words.js';
import type { ShiftRequest } from '../../frontend/src/staff/staff-types.js';

const ANA = 'stf_ana';
const BEA = 'stf_bea';

function request(over: Partial<ShiftRequest>): ShiftRequest {
  return {
    id: 'shr_1',
    object: 'shift_request',
    kind: 'swap',
    status: 'pending',
    shift: 'shf_1',
    from_staff: 'ana',
    from_staff_id: ANA,
    to_staff: 'bea',
    to_staff_id: BEA,
    note: null,
    reason: null,
    created_at: '2026-11-20T10:00:00Z',
    decided_at: null,
    decided_by: null,
    ...over,
  };
}

describe('shift requests in words (SPEC §17 statuses)', () => {
  it('says who a pending request waits for, from either side', () => {
    expect(requestStatusText(request({}), ANA)).toBe('Waiting for bea');
    expect(requestStatusText(request({}), BEA)).toBe('Waiting for you');
    expect(requestStatusText(request({ kind: 'drop', to_staff: null, to_staff_id: null }), ANA)).toBe(
      'Offered to everyone',
    );
  });

  it('words every later status, a denial with its reason', () => {
    const said = (over: Partial<ShiftRequest>) => requestStatusText(request(over), ANA);
    expect(said({ status: 'accepted' })).toBe('Waiting for a manager');
    expect(said({ status: 'approved' })).toBe('Approved');
    expect(said({ status: 'declined' })).toBe('Declined');
    expect(said({ status: 'denied' })).toBe('Not approved');
    expect(said({ status: 'denied', reason: 'Too many hours that week' })).toBe(
      'Not approved: Too many hours that week',
    );
    expect(said({ status: 'denied', reason: 'already_taken' })).toBe(
      'Not approved: someone else got the shift first',
    );
    expect(said({ status: 'cancelled' })).toBe('Cancelled');
    expect(said({ status: 'expired' })).toBe('Expired: the shift started first');
  });

  it('colours waiting, good, refused and ended requests apart', () => {
    expect(requestPillClass(request({ status: 'pending' }))).toBe('pill');
    expect(requestPillClass(request({ status: 'accepted' }))).toBe('pill');
    expect(requestPillClass(request({ status: 'approved' }))).toBe('pill pill-approved');
    expect(requestPillClass(request({ status: 'declined' }))).toBe('pill pill-denied');
    expect(requestPillClass(request({ status: 'expired' }))).toBe('pill pill-cancelled');
  });

  it("splits offers to me from my own requests: a claim is its claimant's, a swap its offerer's", () => {
    const offerToAna = request({ id: 'shr_a', from_staff: 'bea', from_staff_id: BEA, to_staff_id: ANA });
    const answered = request({
      id: 'shr_b',
      status: 'declined',
      from_staff_id: BEA,
      to_staff_id: ANA,
      created_at: '2026-11-21T10:00:00Z',
    });
    const anaOffers = request({ id: 'shr_c', created_at: '2026-11-19T10:00:00Z' });
    const anaClaims = request({
      id: 'shr_d',
      kind: 'claim',
      status: 'accepted',
      from_staff: null,
      from_staff_id: null,
      to_staff_id: ANA,
      created_at: '2026-11-22T10:00:00Z',
    });
    const { offersToMe, mine } = splitRequests([anaOffers, offerToAna, answered, anaClaims], ANA);
    // The pending offer comes first, as it waits for Ana; then the answered one.
    expect(offersToMe.map((r) => r.id)).toEqual(['shr_a', 'shr_b']);
    expect(mine.map((r) => r.id)).toEqual(['shr_d', 'shr_c']);
    expect(splitRequests([anaOffers, anaClaims], BEA)).toEqual({ offersToMe: [anaOffers], mine: [] });
  });

  it("finds a shift's open offer, not a closed one nor a colleague's", () => {
    const closed = request({ id: 'shr_x', status: 'cancelled' });
    const open = request({ id: 'shr_y', status: 'accepted' });
    expect(openOfferOf([closed], 'shf_1', ANA)).toBeUndefined();
    expect(openOfferOf([closed, open], 'shf_1', ANA)?.id).toBe('shr_y');
    expect(openOfferOf([open], 'shf_2', ANA)).toBeUndefined();
    expect(openOfferOf([open], 'shf_1', BEA)).toBeUndefined();
  });
});

describe('an open shift I asked for already', () => {
  it("is my open claim, or my open take of a drop, never a closed one nor a colleague's", () => {
    const claim = request({
      kind: 'claim',
      status: 'accepted',
      from_staff: null,
      from_staff_id: null,
      to_staff_id: ANA,
    });
    expect(openTakeOf([claim], 'shf_1', ANA)?.id).toBe('shr_1');
    expect(openTakeOf([claim], 'shf_1', BEA)).toBeUndefined();
    expect(openTakeOf([{ ...claim, status: 'denied' }], 'shf_1', ANA)).toBeUndefined();
    const taken = request({ kind: 'drop', status: 'accepted', from_staff_id: BEA, to_staff_id: ANA });
    expect(openTakeOf([taken], 'shf_1', ANA)?.kind).toBe('drop');
  });
});

describe('the availability editor', () => {
  it('orders the week from the shop’s first day', () => {
    expect(weekdaysFrom('monday')[0]).toBe('monday');
    expect(weekdaysFrom('sunday')).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
  });

  it('offers quarter hours, an end up to 24:00, and keeps a saved time off the quarters', () => {
    const starts = timeChoices('start');
    const ends = timeChoices('end');
    expect([starts[0], starts.at(-1), starts.length]).toEqual(['00:00', '23:45', 96]);
    expect([ends[0], ends.at(-1), ends.length]).toEqual(['00:15', '24:00', 96]);
    const odd = timeChoices('start', '09:10');
    expect(odd).toHaveLength(97);
    expect(odd.indexOf('09:10')).toBe(odd.indexOf('09:00') + 1);
  });

  it('asks for missing or repeated dates before sending anything', () => {
    const weekly = [{ weekday: 'monday' as const, start: '09:00', end: '12:00', kind: 'preferred' as const }];
    expect(documentToSave({ weekly, exceptions: [{ date: '', ranges: [] }] })).toBe(
      'Choose a date for each date you added.',
    );
    expect(
      documentToSave({
        weekly,
        exceptions: [
          { date: '2026-12-24', ranges: [] },
          { date: '2026-12-24', ranges: [] },
        ],
      }),
    ).toMatch(/^2026-12-24 is listed twice/);
    const fine = { weekly, exceptions: [{ date: '2026-12-24', ranges: [] }] };
    expect(documentToSave(fine)).toEqual(fine);
  });
});
