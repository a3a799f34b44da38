import { useEffect, useState } from 'react';

/** Browser storage of the products this shopper viewed, most recent first. */
export const RECENTLY_VIEWED_KEY = 'sutra-recently-viewed';
/** How many the row shows (the current product never among them). */
export const RECENTLY_VIEWED_SHOWN = 8;
/** Kept: the shown ones plus the current product. */
const KEPT = RECENTLY_VIEWED_SHOWN + 1;

export function readRecentlyViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `productId` first (once) and keeps the list short; answers the new list. */
export function recordRecentlyViewed(productId: string): string[] {
  const list = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, KEPT);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked (private mode): the row is a nicety, the page works without it.
  }
  return list;
}

/**
 * Records a view of `productId` and answers the products viewed before it, most recent first, at most 8, without
 * `productId` itself.
 */
export function useRecentlyViewed(productId: string | undefined): string[] {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    if (!productId) return;
    const list = recordRecentlyViewed(productId);
    setIds(list.filter((id) => id !== productId).slice(0, RECENTLY_VIEWED_SHOWN));
  }, [productId]);
  return ids;
}
