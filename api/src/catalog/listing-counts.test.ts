import { describe, expect, it } from 'vitest';
import { cachedTotal, forgetListingTotals, rememberTotal } from './listing-counts.js';

describe('listing totals cache', () => {
  it('reuses a total for a minute, then counts again', () => {
    const db = {};
    rememberTotal(db, 'suits', 16, 1_000);
    expect(cachedTotal(db, 'suits', 30_000)).toBe(16);
    expect(cachedTotal(db, 'suits', 61_000)).toBeUndefined();
  });

  it('forgets the totals of the one database whose catalogue changed', () => {
    const changed = {};
    const other = {};
    rememberTotal(changed, 'suits', 16);
    rememberTotal(other, 'suits', 12);
    forgetListingTotals(changed);
    expect(cachedTotal(changed, 'suits')).toBeUndefined();
    expect(cachedTotal(other, 'suits')).toBe(12);
  });

  it('never answers one database with the total of another', () => {
    const first = {};
    rememberTotal(first, 'suits', 16);
    expect(cachedTotal({}, 'suits')).toBeUndefined();
  });

  it('keeps at most 500 totals, dropping the oldest', () => {
    const db = {};
    for (let i = 0; i <= 500; i++) rememberTotal(db, `k${i}`, i);
    expect(cachedTotal(db, 'k0')).toBeUndefined();
    expect(cachedTotal(db, 'k500')).toBe(500);
  });
});
