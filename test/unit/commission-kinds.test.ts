import { describe, expect, it } from 'vitest';
import type { Commission } from '../../frontend/src/api/types.js';
import {
  COMMISSION_KIND_WORDS,
  COMMISSION_SOURCE_WORDS,
  commissionKind,
} from '../../frontend/src/lib/commission-groups.js';

const row = (fields: Partial<Commission>) =>
  ({
    source: 'shopify_order',
    refund_id: null,
    amount: '1.00',
    sale_amount: '20.00',
    ...fields,
  }) as Commission;

describe("the admin's words for a commission (SPEC §12, §18)", () => {
  it('tells a goal bonus from an order, a refund, a reversal and a manual one', () => {
    expect(commissionKind(row({ source: 'goal_bonus', sale_amount: '0.00', amount: '100.00' }))).toBe(
      'goal_bonus',
    );
    expect(commissionKind(row({}))).toBe('sale');
    expect(commissionKind(row({ refund_id: 'rf_1', amount: '-1.00' }))).toBe('refund');
    expect(commissionKind(row({ amount: '-1.00', sale_amount: '-20.00' }))).toBe('reversal');
    expect(commissionKind(row({ source: 'manual' }))).toBe('manual');
    expect(COMMISSION_KIND_WORDS.goal_bonus).toBe('Monthly sales goal bonus');
    expect(COMMISSION_SOURCE_WORDS.goal_bonus).toBe('Sales goal bonus');
  });
});
