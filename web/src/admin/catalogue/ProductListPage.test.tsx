import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductsQueryVariables } from '../../__generated__/admin/graphql';
import { AdminProductsDocument } from '../../__generated__/admin/operations/AdminProducts';
import type { AnyMock } from '../../test/render-page';
import { PAGE_SIZE, ProductListPage } from './ProductListPage';
import { aRow, renderAdminPage } from './test-kit';

const variables = (change: Partial<AdminProductsQueryVariables> = {}): AdminProductsQueryVariables => ({
  filter: { search: null, visibility: null, stockState: null },
  sort: 'UPDATED',
  direction: 'DESC',
  first: PAGE_SIZE,
  after: null,
  ...change,
});

const page = (vars: AdminProductsQueryVariables, rows: number[], endCursor: string | null): AnyMock => ({
  request: { query: AdminProductsDocument, variables: vars },
  result: {
    data: {
      adminProducts: {
        __typename: 'ProductConnection',
        nodes: rows.map(aRow),
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      },
    },
  },
});

const location = () => screen.getByTestId('location').textContent;
/** Bounds on waits for a condition, generous for a busy two-core machine (the test stops as soon as it holds). */
const PATIENT = { timeout: 15_000 };

describe('the product list', () => {
  it('asks for one page and the next after its cursor, keeping the page in the URL', async () => {
    renderAdminPage(<ProductListPage />, {
      route: '/admin/products',
      path: '/admin/products',
      mocks: [page(variables(), [1, 2], 'c-2'), page(variables({ after: 'c-2' }), [3], null)],
    });
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/admin/products?after=c-2'));
    expect(await screen.findByRole('link', { name: 'Product 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'First page' })).toBeTruthy();
  });

  it('searches once typing rests, from the first page, with the search in the URL', async () => {
    const searched = variables({ filter: { search: 'linen', visibility: null, stockState: null } });
    renderAdminPage(<ProductListPage />, {
      route: '/admin/products?after=c-2',
      path: '/admin/products',
      mocks: [page(variables({ after: 'c-2' }), [3], null), page(searched, [7], null)],
    });
    await screen.findByRole('link', { name: 'Product 3' });
    const box = screen.getByRole('searchbox', { name: 'Search by name or SKU code' });
    for (const typed of ['l', 'li', 'lin', 'line', 'linen']) fireEvent.change(box, { target: { value: typed } });
    await waitFor(() => expect(location()).toBe('/admin/products?q=linen'), PATIENT);
    expect(await screen.findByRole('link', { name: 'Product 7' }, PATIENT)).toBeTruthy();
  });

  it('opens with the sort and filters the URL holds', async () => {
    const filtered = variables({
      filter: { search: null, visibility: 'HIDDEN', stockState: 'SOLD_OUT' },
      sort: 'PRICE',
      direction: 'ASC',
    });
    renderAdminPage(<ProductListPage />, {
      route: '/admin/products?sort=PRICE&dir=ASC&visibility=HIDDEN&stock=SOLD_OUT',
      path: '/admin/products',
      mocks: [page(filtered, [9], null)],
    });
    expect(await screen.findByRole('link', { name: 'Product 9' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('PRICE');
    expect((screen.getByRole('combobox', { name: 'Stock' }) as HTMLSelectElement).value).toBe('SOLD_OUT');
  });

  it('puts the URL’s search back in the box when Back leaves the search', async () => {
    const searched = variables({ filter: { search: 'linen', visibility: null, stockState: null } });
    const { router } = renderAdminPage(<ProductListPage />, {
      route: '/admin/products',
      path: '/admin/products',
      mocks: [page(variables(), [1], null), page(searched, [7], null), page(variables(), [1], null)],
    });
    await screen.findByRole('link', { name: 'Product 1' });
    await router.navigate('/admin/products?q=linen');
    const box = screen.getByRole('searchbox', { name: 'Search by name or SKU code' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('linen'), PATIENT);
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/admin/products'), PATIENT);
    await waitFor(() => expect(box.value).toBe(''), PATIENT);
  });
});
