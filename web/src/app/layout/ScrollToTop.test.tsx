import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

function renderAt(route: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the page where it is on the first render, where the shopper or the browser put it', () => {
    const scrollTo = renderAt('/product-details/p1/x/suits');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top when the path changes, not when only the query does', () => {
    const scrollTo = renderAt('/product-listing/suits');
    act(() => go('/product-listing/suits?sort=price'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/product-details/p1/x/suits'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
