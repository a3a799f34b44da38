import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AppliedFilterChips } from './AppliedFilterChips';
import { DEFAULT_FILTERS, type ListingFilters, listingSearch } from './listing-params';

const hrefOf = (next: ListingFilters) => `/search${listingSearch(new URLSearchParams('q=navy'), next)}`;

const filters: ListingFilters = {
  ...DEFAULT_FILTERS,
  sort: 'lowToHigh',
  attributes: { Color: ['Navy'] },
  saleOnly: true,
};

describe('AppliedFilterChips', () => {
  it('shows nothing for a plain listing', () => {
    renderWithProviders(<AppliedFilterChips filters={DEFAULT_FILTERS} onApply={vi.fn()} hrefOf={hrefOf} />);
    expect(screen.queryByRole('region', { name: 'Applied filters' })).toBeNull();
  });

  it('removes one filter by its chip, or all of them with Clear all', () => {
    const onApply = vi.fn();
    renderWithProviders(<AppliedFilterChips filters={filters} onApply={onApply} hrefOf={hrefOf} />);
    const chips = screen.getByRole('region', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByTestId('filter-chip')
        .map((c) => c.textContent),
    ).toEqual(['Color: Navy', 'Sale items only']);
    fireEvent.click(within(chips).getByRole('link', { name: 'Remove filter Color: Navy' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...filters, attributes: { Color: [] } });
    fireEvent.click(within(chips).getByRole('link', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, sort: 'lowToHigh' });
  });

  it('links each chip to the listing without it, so it works before the app runs', () => {
    renderWithProviders(<AppliedFilterChips filters={filters} onApply={vi.fn()} hrefOf={hrefOf} />);
    const chips = screen.getByRole('region', { name: 'Applied filters' });
    expect(within(chips).getByRole('link', { name: 'Remove filter Color: Navy' }).getAttribute('href')).toBe(
      '/search?q=navy&sort=lowToHigh&sale=1',
    );
    expect(within(chips).getByRole('link', { name: 'Remove filter Sale items only' }).getAttribute('href')).toBe(
      '/search?q=navy&sort=lowToHigh&attr.Color=Navy',
    );
    expect(within(chips).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/search?q=navy&sort=lowToHigh',
    );
  });
});
