import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateProductDocument } from '../../__generated__/admin/operations/CreateProduct';
import { ProductCategoryChoicesDocument } from '../../__generated__/admin/operations/ProductCategoryChoices';
import { NewProductPage } from './NewProductPage';
import { aProduct, PRODUCT_ID, renderAdminPage } from './test-kit';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const picker = () => screen.getByLabelText(/^Category/, { selector: 'select' }) as HTMLSelectElement;

const categoriesMock = {
  request: { query: ProductCategoryChoicesDocument },
  result: {
    data: {
      categories: [
        { __typename: 'AdminCategory', id: 'cat-1', name: 'Shirts' },
        { __typename: 'AdminCategory', id: 'cat-2', name: 'Kurtas' },
      ],
    },
  },
};

const input = (categoryId: string) => ({
  name: 'Teal Oxford Shirt',
  heading: '',
  description: '',
  categoryId,
  visible: false,
  hsnCode: null,
  gstRateBp: null,
});

const created = (categoryId: string) => ({
  request: { query: CreateProductDocument, variables: { input: input(categoryId) } },
  result: { data: { createProduct: aProduct({ name: 'Teal Oxford Shirt', visible: false, colours: [] }) } },
});

describe('a new product', () => {
  it('is created hidden in the category picked for it, then opens in the editor', async () => {
    renderAdminPage(<NewProductPage />, {
      route: '/admin/products/new',
      path: '/admin/products/new',
      mocks: [categoriesMock, created('cat-2')],
    });
    await screen.findByRole('option', { name: 'Kurtas' });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    // The picker's placeholder, and the refusal under it.
    expect(screen.getAllByText('Choose a category')).toHaveLength(2);
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(/^Name/), { target: { value: 'Teal Oxford Shirt' } });
    fireEvent.change(picker(), { target: { value: 'cat-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/products/${PRODUCT_ID}`));
  });

  it('starts from the category the address names (the editor’s “New product in …”)', async () => {
    renderAdminPage(<NewProductPage />, {
      route: '/admin/products/new?category=cat-1',
      path: '/admin/products/new',
      mocks: [categoriesMock, created('cat-1')],
    });
    await screen.findByRole('option', { name: 'Shirts' });
    expect(picker().value).toBe('cat-1');
    fireEvent.change(field(/^Name/), { target: { value: 'Teal Oxford Shirt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/products/${PRODUCT_ID}`));
  });
});
