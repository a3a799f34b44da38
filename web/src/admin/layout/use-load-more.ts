import { useState } from 'react';
import { readableServerError } from '../../shared/errors';

/**
 * A server-paged list's "Load more": one page asked for at a time, and a failure said in words beside the button
 * rather than lost. `fetchNext` asks for the page after the last one shown (null when there is none).
 */
export function useLoadMore(fetchNext: (() => Promise<unknown>) | null, failure: string) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const loadMore = async () => {
    if (!fetchNext || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchNext();
    } catch (error) {
      setMoreError(readableServerError(error) ?? failure);
    } finally {
      setLoadingMore(false);
    }
  };
  return { loadMore, loadingMore, moreError };
}

type Paged<K extends string> = { [P in K]?: { nodes: readonly unknown[] } | null };

/**
 * The `updateQuery` of a list's `fetchMore`: the page that arrived, its `field`'s nodes after those already shown.
 * One merge for every admin list, so none can drop or repeat a page its own way.
 */
export function appendNodes<K extends string>(field: K) {
  return <T extends Paged<K>>(previous: T, { fetchMoreResult }: { fetchMoreResult: T }): T => ({
    ...fetchMoreResult,
    [field]: {
      ...fetchMoreResult[field],
      nodes: [...(previous[field]?.nodes ?? []), ...(fetchMoreResult[field]?.nodes ?? [])],
    },
  });
}
