import type { CartFullFragment, MoneyFragment } from '../../__generated__/graphql';
import { lineTotal } from '../../features/cart';
import { inr } from '../../shared/money/format-money';
import type { ProductFixture, VariantFixture } from './catalog';

/** Carts as the server prices them, for tests (no server): one factory per entity. Amounts in paise. */

export type CartLineFixture = CartFullFragment['lines'][number];

/** The signed-in buyer whose cart, wishlist and orders the web's tests show. */
export const BUYER_ID = '7d1f6a52-5a8e-4f0b-9a51-3c2f4b1e9d10';

/**
 * A line of `product` in `variant` (its first unless given) and size, priced at the variant's prices unless the server
 * is said to have priced it otherwise; its total is unit price × quantity, by the shared rule.
 */
export function aCartLine(
  id: string,
  product: ProductFixture,
  choice: {
    size: string;
    variant?: VariantFixture | undefined;
    quantity?: number;
    inStock?: boolean;
    unitPrice?: MoneyFragment;
    compareAtPrice?: MoneyFragment | null;
    lineTotal?: MoneyFragment;
  },
): CartLineFixture {
  const variant = choice.variant ?? product.variants[0];
  const quantity = choice.quantity ?? 1;
  const unitPrice = choice.unitPrice ?? variant?.salePrice ?? inr(0);
  return {
    __typename: 'CartLine',
    id,
    quantity,
    inStock: choice.inStock ?? true,
    unitPrice,
    compareAtPrice: choice.compareAtPrice !== undefined ? choice.compareAtPrice : (variant?.compareAtPrice ?? null),
    lineTotal: choice.lineTotal ?? lineTotal({ unitPrice, quantity }),
    attributes: [
      { __typename: 'CartLineAttribute', name: 'color', value: variant?.color ?? '' },
      { __typename: 'CartLineAttribute', name: 'size', value: choice.size },
    ],
    variant: variant
      ? { __typename: 'ProductVariant', id: variant.id, images: variant.images, color: variant.color }
      : null,
    product: { __typename: 'Product', id: product.id, name: product.name, category: product.category },
  };
}

/** A cart of these lines; its total is the server's when given, else the sum over the lines in stock. */
export function aCart(lines: CartLineFixture[], total?: number): CartFullFragment {
  return {
    __typename: 'Cart',
    id: BUYER_ID,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    total: inr(total ?? lines.filter((l) => l.inStock).reduce((n, l) => n + l.lineTotal.paise, 0)),
    outOfStockLines: lines.filter((l) => !l.inStock).length,
    maxQuantityPerLine: 10,
    lines,
  };
}
