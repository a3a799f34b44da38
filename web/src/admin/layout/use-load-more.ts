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
