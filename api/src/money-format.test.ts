import { describe, expect, it } from 'vitest';
import { formatRupees } from './money-format.js';

describe('formatRupees (paise in, how messages quote amounts)', () => {
  it('writes whole rupees without decimals', () => {
    expect(formatRupees(499_900)).toBe('₹4,999');
    expect(formatRupees(10_619_200)).toBe('₹1,06,192');
  });

  it('writes both digits of the paise when there are any', () => {
    expect(formatRupees(10_619_280)).toBe('₹1,06,192.80');
    expect(formatRupees(110)).toBe('₹1.10');
    expect(formatRupees(5)).toBe('₹0.05');
  });
});
