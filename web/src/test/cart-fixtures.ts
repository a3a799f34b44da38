import { GraphQLError } from 'graphql';
import type { CartFullFragment } from '../__generated__/graphql';
import { CartPageDocument } from '../__generated__/operations/CartPage';
import { RemoveCartLineDocument } from '../__generated__/operations/RemoveCartLine';
import { UpdateCartLineDocument } from '../__generated__/operations/UpdateCartLine';
import { ViewerBagDocument } from '../__generated__/operations/ViewerBag';
import { inr } from '../shared/money/format-money';

/** Carts as the server prices them, for tests (no server). Amounts in paise. */

type Line = CartFullFragment['lines'][number];

export const BUYER_ID = '7d1f6a52-5a8e-4f0b-9a51-3c2f4b1e9d10';

const category = (name: string, value: string) => ({ __typename: 'Category' as const, id: `c-${value}`, name, value });

function line(
  id: string,
  product: { id: string; name: string; category: ReturnType<typeof category> },
  options: { color: string; size: string; images: string[] },
  money: { quantity: number; unitPrice: number; compareAtPrice: number | null; lineTotal: number; inStock?: boolean },
): Line {
  return {
    __typename: 'CartLine',
    id,
    quantity: money.quantity,
    inStock: money.inStock ?? true,
    unitPrice: inr(money.unitPrice),
    compareAtPrice: money.compareAtPrice === null ? null : inr(money.compareAtPrice),
    lineTotal: inr(money.lineTotal),
    attributes: [
      { __typename: 'CartLineAttribute', name: 'color', value: options.color },
      { __typename: 'CartLineAttribute', name: 'size', value: options.size },
    ],
    variant: {
      __typename: 'ProductVariant',
      id: `${product.id}-${options.color.toLowerCase()}`,
      images: options.images,
      color: options.color,
    },
    product: { __typename: 'Product', ...product },
  };
}

const milano = { id: 'p-milano', name: 'Milano Wool-Blend Two-Piece Suit', category: category('Suits', 'suits') };
const kurta = { id: 'p-kurta', name: 'Jaipur Linen Kurta', category: category('Ethnic Wear', 'ethnic-wear') };
const blazer = { id: 'p-blazer', name: 'Harbour Linen Blazer', category: category('Blazers', 'blazers') };

/** The server matched Milano's second variant (Gray) to the chosen Gray / 42. */
export const milanoLine = (quantity = 2, lineTotal = 3_099_800, unitPrice = 1_549_900) =>
  line(
    'l-milano',
    milano,
    { color: 'Gray', size: '42', images: ['/media/milano-gray-1.svg', '/media/milano-gray-2.svg'] },
    { quantity, unitPrice, compareAtPrice: 1_799_900, lineTotal },
  );
export const kurtaLine = (quantity = 1) =>
  line(
    'l-kurta',
    kurta,
    { color: 'White', size: 'M', images: ['/media/kurta-white-1.svg'] },
    { quantity, unitPrice: 249_900, compareAtPrice: null, lineTotal: 249_900 * quantity },
  );
/** Went out of stock after it was added: still counted, not in the total. */
export const blazerLine = () =>
  line(
    'l-blazer',
    blazer,
    { color: 'Navy', size: '40', images: ['/media/blazer-navy-1.svg'] },
    { quantity: 1, unitPrice: 899_900, compareAtPrice: null, lineTotal: 899_900, inStock: false },
  );

export function cart(lines: Line[], total: number): CartFullFragment {
  return {
    __typename: 'Cart',
    id: BUYER_ID,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    total: inr(total),
    outOfStockLines: lines.filter((l) => !l.inStock).length,
    maxQuantityPerLine: 10,
    lines,
  };
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
