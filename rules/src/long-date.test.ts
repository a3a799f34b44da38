import { describe, expect, it } from 'vitest';
import { formatLongDate, STORE_TIME_ZONE } from './long-date.js';

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
