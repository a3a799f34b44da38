import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from './recently-viewed';

/**
 * The row's code (its query and cards) is a chunk of its own, fetched only when this browser has viewed other products
 * before: a first visit, the one a phone pays most for, records the view and loads none of it.
 */
const RecentlyViewedRow = lazy(() =>
  import('./RecentlyViewedRow').then((module) => ({ default: module.RecentlyViewedRow })),
);

/** A row of the products this browser viewed before the current one (most recent first, up to 8). */
export function RecentlyViewed({ productId }: { productId: string }) {
  const ids = useRecentlyViewed(productId);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow productId={productId} ids={ids} />
    </Suspense>
  );
}
