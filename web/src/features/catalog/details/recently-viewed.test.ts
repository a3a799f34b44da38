import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, recordRecentlyViewed } from './recently-viewed';

beforeEach(() => window.localStorage.clear());

describe('recently viewed storage', () => {
  it('keeps the most recent first, once each, at most 9 (8 shown besides the current product)', () => {
    for (let i = 1; i <= 12; i++) recordRecentlyViewed(`p${i}`);
    recordRecentlyViewed('p10');
    expect(readRecentlyViewed()).toEqual(['p10', 'p12', 'p11', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4']);
  });

  it('reads garbage in storage as an empty list', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ ids: ['a'] }));
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['a', 3, null, 'b']));
    expect(readRecentlyViewed()).toEqual(['a', 'b']);
  });
});
