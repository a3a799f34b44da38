import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListingFacetsDocument } from '../../../__generated__/operations/ListingFacets';
import { type AnyMock, renderStore } from '../../../test/render';
import { FilterPanel } from './FilterPanel';
import { DEFAULT_FILTERS, type ListingFilters, toQueryArguments } from './listing-params';

const groups = [
  { name: 'Color', options: ['Navy', 'Black', 'Olive'] },
  { name: 'Size', options: ['38', '40'] },
];

const facets = (colors: Record<string, number>, sizes: Record<string, number>) => ({
  data: {
    listingFacets: [
      {
        __typename: 'AttributeFacet',
        name: 'Color',
        options: Object.entries(colors).map(([label, count]) => ({ __typename: 'OptionCount', label, count })),
      },
      {
        __typename: 'AttributeFacet',
        name: 'Size',
        options: Object.entries(sizes).map(([label, count]) => ({ __typename: 'OptionCount', label, count })),
      },
    ],
  },
});

const facetsMock = (filters: ListingFilters, result: object): AnyMock => ({
  request: { query: ListingFacetsDocument, variables: { category: 'suits', filter: toQueryArguments(filters).filter } },
  delay: 0,
  result,
});

const counts = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('FilterPanel', () => {
  it("shows the server's count beside each option, following the ticks before Apply", async () => {
    const navy = { ...DEFAULT_FILTERS, attributes: { Color: ['Navy'] } };
    renderStore(
      <FilterPanel filters={DEFAULT_FILTERS} groups={groups} onApply={vi.fn()} scope={{ category: 'suits' }} />,
      {
        mocks: [
          facetsMock(DEFAULT_FILTERS, facets({ Navy: 9, Black: 4 }, { '38': 7, '40': 11 })),
          facetsMock(navy, facets({ Navy: 9, Black: 4 }, { '38': 3, '40': 5 })),
        ],
      },
    );
    fireEvent.click(screen.getByTestId('filters-button'));
    await screen.findAllByTestId('option-count');
    expect(counts('Color')).toEqual(['Navy (9)', 'Black (4)', 'Olive (0)']);
    expect(counts('Size')).toEqual(['38 (7)', '40 (11)']);

    fireEvent.click(within(screen.getByRole('group', { name: 'Color' })).getByRole('checkbox', { name: /Navy/ }));
    await waitFor(() => expect(counts('Size')).toEqual(['38 (3)', '40 (5)']));
    expect(counts('Color')).toEqual(['Navy (9)', 'Black (4)', 'Olive (0)']);
  });

  it('reads ₹30,000+ at the top of the price slider', async () => {
    const top = { ...DEFAULT_FILTERS, priceLimit: 30000 };
    renderStore(<FilterPanel filters={top} groups={groups} onApply={vi.fn()} scope={{ category: 'suits' }} />, {
      mocks: [facetsMock(top, facets({}, {}))],
    });
    fireEvent.click(screen.getByTestId('filters-button'));
    expect((await screen.findByTestId('price-limit')).textContent).toBe('₹30,000+');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('₹30,000+');
  });
});
