import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatRupees, STORE_TIME_ZONE } from './format';

describe('formatLongDate', () => {
  it('writes what Intl writes for en-GB long dates in India, for a date every 9 hours from 1970 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: STORE_TIME_ZONE,
    });
    for (let time = 0; time < Date.UTC(2100, 0, 1); time += 9 * 3_600_000 + 61_000) {
      expect(formatLongDate(new Date(time))).toBe(intl.format(new Date(time)));
    }
  });

  it('refuses a date that is not one, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });

  it('gives India’s date whatever the clock of the machine rendering it', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatLongDate('2026-11-20T20:00:00Z')).toBe('21 November 2026');
    expect(formatLongDate('2026-11-20T18:00:00Z')).toBe('20 November 2026');
  });
});

describe('formatRupees', () => {
  it('groups in lakhs', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
  });

  it('shows paise with both digits, and whole rupees without decimals', () => {
    expect(formatRupees(106192.8)).toBe('₹1,06,192.80');
    expect(formatRupees(11699.1)).toBe('₹11,699.10');
    expect(formatRupees(1369.85)).toBe('₹1,369.85');
    expect(formatRupees(12999)).toBe('₹12,999');
    expect(formatRupees(12999.001)).toBe('₹12,999');
  });
});

describe('formatRupees and formatCount write what Intl writes for en-IN', () => {
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
  const amounts = [
    0, -0, 1, 9, 10, 99, 100, 999, 1000, 1999, 9999, 10000, 14999, 99999, 100000, 149999, 999999.99, 1000000, 12345678,
    123456789012, 0.5, 0.05, 0.005, 0.015, 1.005, 1.115, 2.675, 1234.5, 1234.56, 1234.567, 1234.999, 8.675, 0.285,
    49.995, 0.995, 99.999, -1, -0.001, -0.4, -1499.5, -149999, 1e15, 1e21, 1.5e22, 5e-7,
  ];
  it.each(amounts)('formatRupees(%s)', (amount) => {
    expect(formatRupees(amount)).toBe(rupees.format(amount));
  });
  it('formats thousands of amounts with up to three decimals as Intl does', () => {
    let seed = 14;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31; // a fixed sequence: the same amounts every run
      return seed;
    };
    for (let i = 0; i < 3000; i++) {
      const amount = (next() % 10 ** (2 + (i % 10))) / 1000;
      expect(formatRupees(amount)).toBe(rupees.format(amount));
    }
  });
  it('writes a non-number as ₹0', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });
  it.each([0, 7, 999, 1000, 12345, 1234567, 987654321, -4321])('formatCount(%s)', (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
  });
});
