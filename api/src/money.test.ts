import { describe, expect, it } from 'vitest';
import { discountPercent, paiseToRupees, rupeesToPaise } from './money.js';

describe('the REST contract’s rupee edge', () => {
  it('answers whole paise as the rupee number of their decimal text', () => {
    expect(paiseToRupees(449_799)).toBe(4497.99);
    expect(paiseToRupees(1_499_900)).toBe(14_999);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(() => paiseToRupees(0.5)).toThrow(RangeError);
  });

  it('reads the rupees a client sends as whole paise, from their digits', () => {
    expect(rupeesToPaise(1499.33)).toBe(149_933);
    expect(rupeesToPaise(15_000)).toBe(1_500_000);
    expect(rupeesToPaise(1099.9)).toBe(109_990);
    // 0.285 × 100 is 28.499999999999996 as a float: the digits say 28.5 paise, rounded up.
    expect(rupeesToPaise(0.285)).toBe(29);
    expect(rupeesToPaise(0.284)).toBe(28);
    expect(rupeesToPaise(-12.5)).toBe(-1250);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e21)).toThrow(RangeError);
  });

  it('gives back every paisa it answered', () => {
    for (let paise = 0; paise < 200_000; paise += 7) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe('discountPercent (spec: rounded (retail − sale) / retail × 100)', () => {
  it('rounds halves up and gives 0 without a discount', () => {
    expect(discountPercent(1_000_000, 950_000)).toBe(5);
    expect(discountPercent(200_000, 199_000)).toBe(1); // 0.5 % rounds up
    expect(discountPercent(300_000, 299_000)).toBe(0); // 0.33 % rounds down
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
