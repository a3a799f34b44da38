import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProductEditorFieldsFragment, ProductListRowFragment } from '../../__generated__/admin/graphql';
import { system } from '../../app/system';
import type { AnyMock } from '../../test/render-page';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders an admin page at `path` under a data router (the admin app's kind: the unsaved-changes guard needs one),
 * with a location probe beside it and on every other path.
 */
export function renderAdminPage(
  ui: ReactElement,
  { mocks, route, path }: { mocks: AnyMock[]; route: string; path: string },
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  return {
    router,
    ...render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </ChakraProvider>,
    ),
  };
}

export const PRODUCT_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

export const aRow = (n: number): ProductListRowFragment => ({
  __typename: 'ProductRow',
  id: `p-${n}`,
  name: `Product ${n}`,
  categoryName: 'Shirts',
  visible: true,
  pricePaise: 199_900,
  units: 5,
  stockState: 'IN_STOCK',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

export const aProduct = (change: Partial<ProductEditorFieldsFragment> = {}): ProductEditorFieldsFragment => ({
  __typename: 'AdminProduct',
  id: PRODUCT_ID,
  version: 3,
  name: 'Navy Linen Shirt',
  heading: 'Cool in the heat',
  description: 'Pure linen.',
  category: { __typename: 'ProductCategoryRef', id: 'cat-1', name: 'Shirts' },
  visible: true,
  hsnCode: '6205',
  gstRateBp: 500,
  updatedAt: '2026-11-01T10:00:00.000Z',
  colours: [
    {
      __typename: 'ProductColour',
      id: 'v-1',
      colour: 'Navy',
      salePricePaise: 199_900,
      retailPricePaise: 249_900,
      pictures: [],
      skus: [
        { __typename: 'ProductSku', id: 's-40', size: '40', skuCode: 'NLS-40', stock: 5 },
        { __typename: 'ProductSku', id: 's-42', size: '42', skuCode: 'NLS-42', stock: 0 },
      ],
    },
  ],
  ...change,
});
