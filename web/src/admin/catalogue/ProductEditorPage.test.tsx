import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminProductDocument } from '../../__generated__/admin/operations/AdminProduct';
import { ReorderPicturesDocument } from '../../__generated__/admin/operations/ReorderPictures';
import { SetStockDocument } from '../../__generated__/admin/operations/SetStock';
import { UpdateProductDocument } from '../../__generated__/admin/operations/UpdateProduct';
import type { AnyMock } from '../../test/render-page';
import { ProductEditorPage, STALE_MESSAGE } from './ProductEditorPage';
import { aProduct, PRODUCT_ID, renderAdminPage } from './test-kit';
import { LEAVE_TITLE } from './use-unsaved-changes';

const read = (product = aProduct()): AnyMock => ({
  request: { query: AdminProductDocument, variables: { id: PRODUCT_ID } },
  result: { data: { adminProduct: product } },
});

function renderEditor(mocks: AnyMock[]) {
  return renderAdminPage(<ProductEditorPage />, {
    mocks,
    route: `/admin/products/${PRODUCT_ID}`,
    path: '/admin/products/:id',
  });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const location = () => screen.getByTestId('location').textContent;

describe('the product editor', () => {
  it('checks each field as it is typed, before any save', async () => {
    renderEditor([read()]);
    await screen.findByDisplayValue('Navy Linen Shirt');
    type(field(/^HSN code/), '62051');
    expect(await screen.findByText('HSN code must be 4, 6 or 8 digits')).toBeTruthy();
    expect(field(/^HSN code/).getAttribute('aria-invalid')).toBe('true');
    type(field(/^HSN code/), '620520');
    expect(screen.queryByText('HSN code must be 4, 6 or 8 digits')).toBeNull();
    type(field(/^Name/), ' ');
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it('asks before leaving unsaved changes, and stays when asked to', async () => {
    renderEditor([read()]);
    await screen.findByDisplayValue('Navy Linen Shirt');
    type(field(/^Name/), 'Navy Linen Shirt, slim');
    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    expect(await screen.findByText(LEAVE_TITLE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByText(LEAVE_TITLE)).toBeNull());
    expect(location()).toBe(`/admin/products/${PRODUCT_ID}`);
    expect(field(/^Name/).value).toBe('Navy Linen Shirt, slim');

    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('leaves without asking when nothing changed', async () => {
    renderEditor([read()]);
    await screen.findByDisplayValue('Navy Linen Shirt');
    fireEvent.click(screen.getByRole('link', { name: '← Products' }));
    await waitFor(() => expect(location()).toBe('/admin/products'));
    expect(screen.queryByText(LEAVE_TITLE)).toBeNull();
  });

  it('shows a save refused for a stale version, and reloads the other member’s version', async () => {
    const theirs = aProduct({ version: 4, name: 'Navy Linen Shirt (theirs)' });
    const input = {
      name: 'Mine',
      heading: 'Cool in the heat',
      description: 'Pure linen.',
      categoryId: 'cat-1',
      visible: true,
      hsnCode: '6205',
      gstRateBp: 500,
    };
    renderEditor([
      read(),
      {
        request: { query: UpdateProductDocument, variables: { id: PRODUCT_ID, version: 3, input } },
        result: {
          errors: [
            new GraphQLError('Someone else saved this product first.', {
              extensions: { code: 'CONFLICT', reason: 'stale_version' },
            }),
          ],
        },
      },
      read(theirs),
    ]);
    await screen.findByDisplayValue('Navy Linen Shirt');
    type(field(/^Name/), 'Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('stale-version')).textContent).toContain(STALE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Reload the product' }));
    expect(await screen.findByDisplayValue('Navy Linen Shirt (theirs)')).toBeTruthy();
    expect(screen.queryByTestId('stale-version')).toBeNull();
  });

  it('moves a picture earlier from the keyboard, naming the version it read', async () => {
    const colour = aProduct().colours[0];
    if (!colour) throw new Error('the sample product has a colour');
    const withPictures = aProduct({ colours: [{ ...colour, pictures: ['p/front.webp', 'p/back.webp'] }] });
    const reordered = aProduct({ version: 4, colours: [{ ...colour, pictures: ['p/back.webp', 'p/front.webp'] }] });
    renderEditor([
      read(withPictures),
      {
        request: {
          query: ReorderPicturesDocument,
          variables: {
            productId: PRODUCT_ID,
            colourId: colour.id,
            version: 3,
            pictures: ['p/back.webp', 'p/front.webp'],
          },
        },
        result: { data: { reorderPictures: reordered } },
      },
    ]);
    const later = await screen.findByRole('button', { name: 'Move picture 2 earlier' });
    later.focus();
    fireEvent.click(later);
    await waitFor(() => expect(screen.getByAltText('Navy, picture 1').getAttribute('src')).toBe('/media/p/back.webp'));
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a refused stock count above the form, where it can be read', async () => {
    renderEditor([
      read(),
      {
        request: {
          query: SetStockDocument,
          variables: { productId: PRODUCT_ID, skuId: 's-40', version: 3, stock: 999 },
        },
        result: {
          errors: [
            new GraphQLError('Check the fields.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                reason: 'invalid_input',
                fields: [{ field: 'stock', code: 'too_big', message: 'Stock is more than the store counts' }],
              },
            }),
          ],
        },
      },
    ]);
    const units = await screen.findByLabelText('Units of size 40');
    type(units, '999');
    fireEvent.keyDown(units, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain('Stock is more than the store counts');
  });

  it('sets two sizes one after the other, the second naming the version the first answered', async () => {
    const withStock = (version: number, stock40: number, stock42: number) => {
      const product = aProduct({ version });
      const [colour] = product.colours;
      if (!colour) throw new Error('the test product has a colour');
      const [s40, s42] = colour.skus;
      if (!s40 || !s42) throw new Error('the test colour has two sizes');
      return {
        ...product,
        colours: [
          {
            ...colour,
            skus: [
              { ...s40, stock: stock40 },
              { ...s42, stock: stock42 },
            ],
          },
        ],
      };
    };
    renderEditor([
      read(),
      {
        request: { query: SetStockDocument, variables: { productId: PRODUCT_ID, skuId: 's-40', version: 3, stock: 7 } },
        result: { data: { setStock: withStock(4, 7, 0) } },
      },
      {
        request: { query: SetStockDocument, variables: { productId: PRODUCT_ID, skuId: 's-42', version: 4, stock: 2 } },
        result: { data: { setStock: withStock(5, 7, 2) } },
      },
    ]);
    const forty = await screen.findByLabelText('Units of size 40');
    const fortyTwo = screen.getByLabelText('Units of size 42');
    type(forty, '7');
    type(fortyTwo, '2');
    // Both before either answer: the second waits for the first.
    fireEvent.keyDown(forty, { key: 'Enter' });
    fireEvent.keyDown(fortyTwo, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText('sold out')).toBeNull());
    expect(screen.queryByText(STALE_MESSAGE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
