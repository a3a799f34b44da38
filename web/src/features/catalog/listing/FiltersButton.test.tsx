import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListingFacetsDocument } from '../../../__generated__/operations/ListingFacets';
import { type AnyMock, renderStore } from '../../../test/render';
import { FiltersButton } from './FiltersButton';
import { DEFAULT_FILTERS, toQueryArguments } from './listing-params';

const groups = [{ name: 'Color', options: ['Navy', 'Black'] }];

const facetsMock: AnyMock = {
  request: {
    query: ListingFacetsDocument,
    variables: { category: 'suits', filter: toQueryArguments(DEFAULT_FILTERS).filter },
  },
  delay: 0,
  maxUsageCount: 10,
  result: { data: { listingFacets: [] } },
};

const renderButton = (Button = FiltersButton, render = renderStore) =>
  render(
    <Button count={0} filters={DEFAULT_FILTERS} groups={groups} onApply={vi.fn()} scope={{ category: 'suits' }} />,
    { mocks: [facetsMock] },
  );

describe('FiltersButton', () => {
  it('keeps a tap made before the panel’s code has come: busy meanwhile, then the panel opens', async () => {
    renderButton();
    const link = screen.getByTestId('filters-button');
    expect(link.getAttribute('href')).toBe('#listing-filters');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    // The app, not the browser, acts on the tap: the link to the server's form is not followed.
    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('filter-panel')).toBeTruthy();
    expect(screen.getByTestId('filters-button').getAttribute('aria-busy')).toBeNull();
  });

  it('hands the focus to the panel’s button when its code comes on focus', async () => {
    // A module graph of its own: the panel's code is not loaded yet, as on a page's first visit.
    vi.resetModules();
    const [{ FiltersButton: Button }, { renderStore: render }] = await Promise.all([
      import('./FiltersButton'),
      import('../../../test/render'),
    ]);
    renderButton(Button, render);
    const link = screen.getByTestId('filters-button');
    expect(link.getAttribute('aria-haspopup')).toBeNull();
    link.focus();
    fireEvent.focus(link);
    await waitFor(() => expect(screen.getByTestId('filters-button').getAttribute('aria-haspopup')).toBe('dialog'));
    expect(document.activeElement).toBe(screen.getByTestId('filters-button'));
    expect(screen.queryByTestId('filter-panel')).toBeNull();
  });
});
