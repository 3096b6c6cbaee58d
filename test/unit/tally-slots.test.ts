import { describe, expect, it } from 'vitest';
import { TALLY_SLOTS, tallySlotOf } from '../../web/db/repositories/goals-repository.js';

describe('tallySlotOf (decision 75)', () => {
  it('gives every order one slot of the eight, always the same', () => {
    for (const id of ['1', '450789469', '7000000000001', '99999999999999999999'])
      expect(tallySlotOf(id)).toBe(tallySlotOf(id));
    expect(tallySlotOf('450789469')).toBeGreaterThanOrEqual(0);
    expect(tallySlotOf('99999999999999999999')).toBeLessThan(TALLY_SLOTS);
  });

  it('spreads consecutive Shopify order ids over every slot', () => {
    const counts = new Array<number>(TALLY_SLOTS).fill(0);
    for (let i = 0; i < 800; i++) counts[tallySlotOf(String(7_000_000_000_000 + i))]!++;
    // 100 each if even; none starved, none taking a quarter.
    for (const count of counts) {
      expect(count).toBeGreaterThan(50);
      expect(count).toBeLessThan(200);
    }
  });
});
