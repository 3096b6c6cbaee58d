import { describe, expect, it } from 'vitest';
import type { CommissionRule } from '../../frontend/src/api/types.js';
import {
  describeCriteria,
  describeDates,
  describePay,
  describeWho,
  endingDate,
  holdsOn,
  splitList,
} from '../../frontend/src/lib/commission-rules.js';

const rule = (fields: Partial<CommissionRule>): CommissionRule => ({
  id: 'cmr_1',
  object: 'commission_rule',
  name: null,
  product_ids: [],
  variant_ids: [],
  collection_ids: [],
  vendors: [],
  product_types: [],
  skus: [],
  staff: [],
  staff_ids: [],
  rate: '5.00',
  amount_per_unit: null,
  starts_on: null,
  ends_on: null,
  created_at: '2027-03-01T00:00:00Z',
  updated_at: '2027-03-01T00:00:00Z',
  ...fields,
});

/** The Commission rules page's words for a rule, and the day "End" sets. */
describe('commission rule words', () => {
  it('splits a comma-separated field, dropping blanks', () => {
    expect(splitList(' BOOT-, SHOE- ,, ')).toEqual(['BOOT-', 'SHOE-']);
    expect(splitList('')).toEqual([]);
  });

  it('says what a rule matches, who it pays and how much', () => {
    const boots = rule({ skus: ['BOOT-'], vendors: ['Acme'], product_ids: ['123'], staff: ['ana', 'zed'] });
    expect(describeCriteria(boots)).toBe('SKU starts with BOOT-; Product 123; Vendor Acme');
    expect(describeWho(rule({}), new Map())).toBe('Everyone');
    // A name when the page knows the staff member, the handle otherwise.
    const named = rule({ staff: ['ana', 'zed'], staff_ids: ['stf_1', 'stf_2'] });
    expect(describeWho(named, new Map([['stf_1', 'Ana Lopez']]))).toBe('Ana Lopez, zed');
    expect(describePay(rule({ rate: '5.00' }), 'USD')).toBe('5.00 %');
    expect(describePay(rule({ rate: null, amount_per_unit: '2.00' }), 'USD')).toBe('$2.00 per unit');
  });

  it('says its days, open ends included', () => {
    expect(describeDates(rule({}))).toBe('Always');
    expect(describeDates(rule({ starts_on: '2027-03-01' }))).toBe('From Mar 1, 2027');
    expect(describeDates(rule({ ends_on: '2027-03-09' }))).toBe('Until Mar 9, 2027');
    expect(describeDates(rule({ starts_on: '2027-03-01', ends_on: '2027-03-09' }))).toBe(
      'Mar 1, 2027 – Mar 9, 2027',
    );
  });

  it('holds from its first to its last day, both included', () => {
    const march = rule({ starts_on: '2027-03-01', ends_on: '2027-03-31' });
    expect(['2027-02-28', '2027-03-01', '2027-03-31', '2027-04-01'].map((d) => holdsOn(march, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('ends yesterday, and only a rule that held before today', () => {
    expect(endingDate(rule({}), '2027-03-10')).toBe('2027-03-09');
    expect(endingDate(rule({ starts_on: '2027-03-09' }), '2027-03-10')).toBe('2027-03-09');
    // Starting today: an end yesterday would be before its start.
    expect(endingDate(rule({ starts_on: '2027-03-10' }), '2027-03-10')).toBeNull();
    // Not started, or over: nothing to end.
    expect(endingDate(rule({ starts_on: '2027-03-11' }), '2027-03-10')).toBeNull();
    expect(endingDate(rule({ ends_on: '2027-03-09' }), '2027-03-10')).toBeNull();
  });
});
