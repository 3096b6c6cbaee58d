import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent } from '../../web/domain/money/percent.js';

describe('percent', () => {
  it('reads a percentage as basis points', () => {
    expect(parsePercent('5.00')).toBe(500);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('100.00')).toBe(10_000);
  });

  it('rejects negative, above 100 % and malformed percentages', () => {
    expect(parsePercent('-1.00')).toBeNull();
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('5.001')).toBeNull();
    expect(parsePercent('5%')).toBeNull();
  });

  it('writes basis points with two decimals', () => {
    expect(formatPercent(500)).toBe('5.00');
    expect(formatPercent(1250)).toBe('12.50');
  });
});
