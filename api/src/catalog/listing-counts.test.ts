import { describe, expect, it } from 'vitest';
import { cachedTotal, forgetListingTotals, listingTotalsCache, rememberTotal } from './listing-counts.js';

describe('listing totals cache', () => {
  it('reuses a total for a minute, then counts again', () => {
    const clock = { now: 1_000 };
    const totals = listingTotalsCache(() => clock.now);
    const db = {};
    totals.set(db, 'suits', 16);
    clock.now = 30_000;
    expect(totals.get(db, 'suits')).toBe(16);
    clock.now = 60_999;
    expect(totals.get(db, 'suits')).toBe(16);
    clock.now = 61_000;
    expect(totals.get(db, 'suits')).toBeUndefined();
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

  it('drops the total read least recently, not one in use', () => {
    const db = {};
    for (let i = 0; i < 500; i++) rememberTotal(db, `k${i}`, i);
    expect(cachedTotal(db, 'k0')).toBe(0);
    rememberTotal(db, 'k500', 500);
    expect(cachedTotal(db, 'k0')).toBe(0);
    expect(cachedTotal(db, 'k1')).toBeUndefined();
  });
});
