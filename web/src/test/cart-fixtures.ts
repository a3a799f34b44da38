import { GraphQLError } from 'graphql';
import type { CartFullFragment } from '../__generated__/graphql';
import { CartPageDocument } from '../__generated__/operations/CartPage';
import { RemoveCartLineDocument } from '../__generated__/operations/RemoveCartLine';
import { UpdateCartLineDocument } from '../__generated__/operations/UpdateCartLine';
import { ViewerBagDocument } from '../__generated__/operations/ViewerBag';
import { inr } from '../shared/money/format-money';
import { aCart, aCartLine, BUYER_ID, type CartLineFixture } from './factories/cart';
import { aCategory, aProduct, aVariant } from './factories/catalog';

/** Carts as the server prices them, for tests (no server). Amounts in paise. */

export { BUYER_ID };

type Line = CartLineFixture;

const milano = aProduct('p-milano', {
  name: 'Milano Wool-Blend Two-Piece Suit',
  category: aCategory('Suits'),
  variants: [
    aVariant('p-milano-gray', {
      color: 'Gray',
      images: ['/media/milano-gray-1.svg', '/media/milano-gray-2.svg'],
      salePrice: inr(1_549_900),
      compareAtPrice: inr(1_799_900),
    }),
  ],
});
const kurta = aProduct('p-kurta', {
  name: 'Jaipur Linen Kurta',
  category: aCategory('Ethnic Wear'),
  variants: [
    aVariant('p-kurta-white', { color: 'White', images: ['/media/kurta-white-1.svg'], salePrice: inr(249_900) }),
  ],
});
const blazer = aProduct('p-blazer', {
  name: 'Harbour Linen Blazer',
  category: aCategory('Blazers'),
  variants: [
    aVariant('p-blazer-navy', { color: 'Navy', images: ['/media/blazer-navy-1.svg'], salePrice: inr(899_900) }),
  ],
});

/** The server matched Milano's second variant (Gray) to the chosen Gray / 42. */
export const milanoLine = (quantity = 2, lineTotal = 3_099_800, unitPrice = 1_549_900) =>
  aCartLine('l-milano', milano, { size: '42', quantity, unitPrice: inr(unitPrice), lineTotal: inr(lineTotal) });
export const kurtaLine = (quantity = 1) => aCartLine('l-kurta', kurta, { size: 'M', quantity });
/** Went out of stock after it was added: still counted, not in the total. */
export const blazerLine = () => aCartLine('l-blazer', blazer, { size: '40', inStock: false });

export function cart(lines: Line[], total: number): CartFullFragment {
  return aCart(lines, total);
}

/** Milano ×2 (₹30,998) + kurta ×1 (₹2,499) + the out-of-stock blazer: the server's total is ₹33,497. */
export const fullCart = () => cart([milanoLine(), kurtaLine(), blazerLine()], 3_349_700);

/** A refusal as the gateway answers it; `fields` when it names input fields. */
const refused = (message: string, fields?: { field: string; code: string; message: string }[]) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(fields ? { fields } : {}) } })],
});

export const cartMocks = {
  /** The header's and hearts' query a signed-in page asks once. */
  bag: (count = 0) => ({
    request: { query: ViewerBagDocument },
    result: {
      data: {
        __typename: 'Query' as const,
        wishlist: { __typename: 'Wishlist' as const, id: BUYER_ID, count: 0, productIds: [] },
        cart: { __typename: 'Cart' as const, id: BUYER_ID, count },
      },
    },
    delay: 0,
  }),
  page: (answer: CartFullFragment | null) => ({
    request: { query: CartPageDocument },
    result: { data: { __typename: 'Query' as const, cart: answer } },
    delay: 0,
  }),
  update: (
    lineId: string,
    quantity: number,
    answer: CartFullFragment | string,
    fields?: { field: string; code: string; message: string }[],
  ) => ({
    request: { query: UpdateCartLineDocument, variables: { lineId, quantity } },
    result:
      typeof answer === 'string'
        ? refused(answer, fields)
        : { data: { __typename: 'Mutation' as const, updateCartLine: answer } },
    delay: 0,
  }),
  remove: (lineId: string, answer: CartFullFragment | string) => ({
    request: { query: RemoveCartLineDocument, variables: { lineId } },
    result:
      typeof answer === 'string'
        ? refused(answer)
        : { data: { __typename: 'Mutation' as const, removeCartLine: answer } },
    delay: 0,
  }),
};
