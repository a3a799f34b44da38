import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategoryFieldsFragment } from '../../__generated__/admin/graphql';
import { AdminCategoriesDocument } from '../../__generated__/admin/operations/AdminCategories';
import { SetListingFiltersDocument } from '../../__generated__/admin/operations/SetListingFilters';
import { type AnyMock, renderPage } from '../../test/render-page';
import { CategoriesPage } from './CategoriesPage';
import { filterValuesOf } from './category-form';

const suits: AdminCategoryFieldsFragment = {
  __typename: 'AdminCategory',
  id: 'k1',
  name: 'Suits',
  value: 'suits',
  position: 0,
  products: 12,
  filters: [
    {
      __typename: 'ListingFilter',
      attributeName: 'Size',
      values: [{ __typename: 'ListingFilterValue', label: '40', value: '40' }],
    },
  ],
};
const listMock: AnyMock = { request: { query: AdminCategoriesDocument }, result: { data: { categories: [suits] } } };
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openSuits(mocks: AnyMock[] = []) {
  renderPage(<CategoriesPage />, {
    mocks: [listMock, ...mocks],
    route: '/admin/categories',
    path: '/admin/categories',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Suits' }));
}

describe('the categories page', () => {
  it('reads a filter’s lines as labels, with a value where it differs', () => {
    expect(filterValuesOf('40\n Pure Silk = silk \n\n')).toEqual([
      { label: '40', value: '40' },
      { label: 'Pure Silk', value: 'silk' },
    ]);
  });

  it('checks a category as it is typed, by the api’s rules', async () => {
    await openSuits();
    type(field(/^Route value/), 'Men Suits');
    expect(screen.getByText('Lower-case letters, digits and single dashes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    type(field(/^Filter 2 name/), 'size');
    expect(screen.getByText('Another filter has this name')).toBeTruthy();
  });

  it('saves the listing filters in order', async () => {
    const filters = [
      { attributeName: 'Size', values: [{ label: '40', value: '40' }] },
      { attributeName: 'Fabric', values: [{ label: 'Pure Silk', value: 'silk' }] },
    ];
    const saveMock: AnyMock = {
      request: { query: SetListingFiltersDocument, variables: { id: 'k1', filters } },
      result: { data: { setListingFilters: suits } },
    };
    await openSuits([saveMock, listMock]);
    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    type(field(/^Filter 2 name/), 'Fabric');
    fireEvent.change(screen.getByLabelText(/^Filter 2 values/), { target: { value: 'Pure Silk = silk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    expect((await screen.findByRole('status')).textContent).toContain('Suits saved.');
  });

  it('warns before unsaved changes are left', async () => {
    await openSuits();
    type(field(/^Name/), 'Tailored Suits');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
