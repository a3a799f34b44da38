import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadMore } from './use-load-more';

describe('a list’s Load more', () => {
  it('asks for one page at a time and says in words when it fails', async () => {
    let asked = 0;
    let fail: (reason: Error) => void = () => undefined;
    const fetchNext = () => {
      asked += 1;
      return new Promise((_resolve, reject) => {
        fail = reject;
      });
    };
    const { result } = renderHook(() => useLoadMore(fetchNext, 'More cannot load right now.'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.loadMore();
    });
    expect(result.current.loadingMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(asked).toBe(1);
    await act(async () => {
      fail(new Error('network down'));
      await first;
    });
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.moreError).toBe('More cannot load right now.');
  });

  it('does nothing when there is no next page', async () => {
    const { result } = renderHook(() => useLoadMore(null, 'unused'));
    await act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.moreError).toBeNull();
  });
});
