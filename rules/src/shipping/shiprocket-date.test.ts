import { describe, expect, it } from 'vitest';
import { shiprocketDateToIso, toShiprocketDate } from './shiprocket-date.js';

describe('Shiprocket dates', () => {
  it('writes a moment in India time, to the minute', () => {
    expect(toShiprocketDate(new Date('2026-05-19T06:07:42Z'))).toBe('2026-05-19 11:37');
    // 20:00 UTC is already the next day in India.
    expect(toShiprocketDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 01:30');
  });

  it('reads India-time dates back as UTC ISO 8601', () => {
    expect(shiprocketDateToIso('2026-05-19 11:37:00')).toBe('2026-05-19T06:07:00.000Z');
    expect(shiprocketDateToIso('2026-05-19 11:37')).toBe('2026-05-19T06:07:00.000Z');
    expect(shiprocketDateToIso(' 2026-05-19 ')).toBe('2026-05-18T18:30:00.000Z');
    expect(shiprocketDateToIso(toShiprocketDate(new Date('2026-01-02T03:04:00Z')))).toBe('2026-01-02T03:04:00.000Z');
  });

  it('reads blanks, placeholders and nonsense as no date', () => {
    for (const value of [null, undefined, '', '  ', '0000-00-00 00:00:00', 'NA', '2026-02-31', '19/05/2026']) {
      expect(shiprocketDateToIso(value), String(value)).toBeNull();
    }
  });
});
