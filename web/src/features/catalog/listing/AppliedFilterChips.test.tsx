import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AppliedFilterChips } from './AppliedFilterChips';
import { DEFAULT_FILTERS, type ListingFilters } from './listing-params';

const filters: ListingFilters = {
  ...DEFAULT_FILTERS,
  sort: 'lowToHigh',
  attributes: { Color: ['Navy'] },
  saleOnly: true,
};

describe('AppliedFilterChips', () => {
  it('shows nothing for a plain listing', () => {
    renderWithProviders(<AppliedFilterChips filters={DEFAULT_FILTERS} onApply={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Applied filters' })).toBeNull();
  });

  it('removes one filter by its chip, or all of them with Clear all', () => {
    const onApply = vi.fn();
    renderWithProviders(<AppliedFilterChips filters={filters} onApply={onApply} />);
    const chips = screen.getByRole('region', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByTestId('filter-chip')
        .map((c) => c.textContent),
    ).toEqual(['Color: Navy', 'Sale items only']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Color: Navy' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...filters, attributes: { Color: [] } });
    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, sort: 'lowToHigh' });
  });
});
