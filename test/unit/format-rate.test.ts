import { describe, expect, it } from 'vitest';
import { formatRate } from '../../frontend/src/lib/format.js';

describe("the admin's commission rate (SPEC §18)", () => {
  it('shows a common rate as a percent, and a rate the lines do not share as Mixed', () => {
    expect(formatRate('5.00')).toBe('5.00 %');
    expect(formatRate('0.00')).toBe('0.00 %');
    expect(formatRate(null)).toBe('Mixed');
  });
});
