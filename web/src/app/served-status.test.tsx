import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The hook as a page loaded from `served` (answered `status`) would have it. */
async function loadedFrom(served: string, status: number) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: served, responseStatus: status } as unknown as PerformanceEntry,
  ]);
  return (await import('./render-context')).useServedStatus;
}

const at =
  (route: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useServedStatus', () => {
  it('gives the status the server answered the page now shown with', async () => {
    const useServedStatus = await loadedFrom('https://sutra.test/product-listing/capes?sort=new', 404);
    const { result } = renderHook(() => useServedStatus(), { wrapper: at('/product-listing/capes?sort=new') });
    expect(result.current).toBe(404);
  });

  it('says nothing for another address than the one the browser loaded', async () => {
    const useServedStatus = await loadedFrom('https://sutra.test/product-listing/capes', 404);
    const { result } = renderHook(() => useServedStatus(), { wrapper: at('/product-listing/suits') });
    expect(result.current).toBeNull();
  });

  it('says nothing where the browser does not tell the status', async () => {
    const useServedStatus = await loadedFrom('https://sutra.test/product-listing/capes', 0);
    const { result } = renderHook(() => useServedStatus(), { wrapper: at('/product-listing/capes') });
    expect(result.current).toBeNull();
  });
});
