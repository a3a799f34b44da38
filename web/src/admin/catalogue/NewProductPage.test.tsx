import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateProductDocument } from '../../__generated__/admin/operations/CreateProduct';
import { NewProductPage } from './NewProductPage';
import { aProduct, PRODUCT_ID, renderAdminPage } from './test-kit';

const route = '/admin/products/new?category=cat-1&categoryName=Shirts';
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('a new product', () => {
  it('is created hidden in the category it was opened for, then opens in the editor', async () => {
    const input = {
      name: 'Teal Oxford Shirt',
      heading: '',
      description: '',
      categoryId: 'cat-1',
      visible: false,
      hsnCode: null,
      gstRateBp: null,
    };
    renderAdminPage(<NewProductPage />, {
      route,
      path: '/admin/products/new',
      mocks: [
        {
          request: { query: CreateProductDocument, variables: { input } },
          result: { data: { createProduct: aProduct({ name: input.name, visible: false, colours: [] }) } },
        },
      ],
    });
    expect(screen.getByText(/In Shirts; hidden from shoppers/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(field(/^Name/), { target: { value: input.name } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/products/${PRODUCT_ID}`));
  });
});
