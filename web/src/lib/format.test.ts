import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRupees } from './format';

describe('formatLongDate', () => {
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
});
