import { describe, expect, it } from 'vitest';
import { decimalRupees, flooredQuotient, formatPaise, formatRupees, groupIndian, roundedQuotient } from './money.js';

/** What `Intl` writes for a whole number of paise, worked out from its own rupee digits (no float division). */
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});
const intlFigures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Intl formats a decimal string exactly (ECMA-402 reads it as a decimal, not as a float). */
const asDecimal = (paise: number) => decimalRupees(paise) as unknown as number;

describe('formatRupees (paise in, the shop’s prices and the amounts messages quote)', () => {
  it('writes whole rupees without decimals, grouped in lakhs and crores', () => {
    expect(formatRupees(1_499_900)).toBe('₹14,999');
    expect(formatRupees(14_999_900)).toBe('₹1,49,999');
    expect(formatRupees(10_619_200)).toBe('₹1,06,192');
    expect(formatRupees(2_147_483_600)).toBe('₹2,14,74,836');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes both digits of the paise when there are any', () => {
    expect(formatRupees(10_619_280)).toBe('₹1,06,192.80');
    expect(formatRupees(110)).toBe('₹1.10');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(-40)).toBe('-₹0.40');
  });

  it('refuses a fraction of a paisa or a non-number instead of writing a wrong amount', () => {
    expect(() => formatRupees(1499.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });

  it('writes what Intl writes for en-IN rupees, for thousands of amounts', () => {
    let seed = 14;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31; // a fixed sequence: the same amounts every run
      return seed;
    };
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, -1, -150_050];
    for (let i = 0; i < 3000; i++) amounts.push(next() % 10 ** (1 + (i % 12)));
    for (const paise of amounts) {
      expect(formatRupees(paise), String(paise)).toBe(intlRupees.format(asDecimal(paise)));
      expect(formatPaise(paise), String(paise)).toBe(intlFigures.format(asDecimal(paise)));
    }
  });
});

describe('formatPaise and decimalRupees', () => {
  it('writes an invoice’s figures with two decimals, and machines’ rupees without grouping', () => {
    expect(formatPaise(1_808_600)).toBe('18,086.00');
    expect(formatPaise(12_345_678)).toBe('1,23,456.78');
    expect(decimalRupees(1_499_900)).toBe('14999.00');
    expect(decimalRupees(7)).toBe('0.07');
  });

  it('groups digits as en-IN writes whole numbers', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 987654321]) {
      expect(groupIndian(String(n))).toBe(n.toLocaleString('en-IN'));
    }
  });
});

describe('whole-number division', () => {
  it('floors and rounds halves up without a fraction ever held', () => {
    expect(flooredQuotient(1_499_999, 100)).toBe(14_999);
    expect(flooredQuotient(-1, 100)).toBe(-1);
    expect(roundedQuotient(150, 100)).toBe(2);
    expect(roundedQuotient(149, 100)).toBe(1);
    expect(roundedQuotient(-150, 100)).toBe(-2);
    // 0.285 × 100 is 28.499999999999996 in floating point; as a quotient of whole numbers it is 28.5, rounded up.
    expect(roundedQuotient(285, 10)).toBe(29);
    expect(() => roundedQuotient(1.5, 1)).toThrow(RangeError);
  });
});
