import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearLabel } from './financial-year.js';

describe('financial years and document numbers', () => {
  it('turns the year at midnight India time on 1 April, not at UTC midnight', () => {
    expect(financialYearLabel(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYearLabel(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearLabel(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(financialYearLabel(new Date('2026-11-25T12:00:00+05:30'))).toBe('26-27');
    expect(financialYearLabel(new Date('2099-06-01T00:00:00+05:30'))).toBe('99-00');
  });

  it('numbers invoices and credit notes in their own series, within 16 characters', () => {
    expect(documentNumber('invoice', '26-27', 123)).toBe('SUT/26-27/000123');
    expect(documentNumber('invoice', '26-27', 999_999)).toHaveLength(16);
    expect(documentNumber('credit-note', '26-27', 1)).toBe('CN/26-27/000001');
    expect(() => documentNumber('invoice', '26-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', '26-27', 0)).toThrow(RangeError);
  });
});
