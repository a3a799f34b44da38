import { type ChosenOptions, lineHasOptions } from '@sutra/rules';
import { useCallback, useMemo, useState } from 'react';
import { useCart } from '../../cart';

/**
 * The details page's link to the cart (the wishlist heart is the wishlist slice's own `WishlistHeart`). The page
 * handles the guest case (the Login Required dialog, no call); for a signed-in buyer it calls this.
 */

/** A line as the spec's add-to-cart sends it: the product, the quantity and the chosen attributes (null if none). */
export interface CartLineRequest {
  productId: string;
  quantity: number;
  /** Keyed by the lower-cased attribute label, e.g. `{ color: 'Navy', size: '40' }`. */
  attributes: ChosenOptions | null;
}

export interface CartLineActions {
  /** The cart already holds this product with these options: ADD TO CART becomes GO TO CART, BUY IT NOW becomes PROCEED TO CHECKOUT. */
  inCart: boolean;
  /** True while an add is in flight. */
  adding: boolean;
  /** Adds the line; rejects when the cart refuses (the shopper is told, and the page logs it). */
  add(line: CartLineRequest): Promise<void>;
}

/**
 * One product line on the details page: whether the signed-in buyer's cart holds the product with these options (a
 * guest's never does), and ADD TO CART. The add answers the whole cart, so `inCart` turns true from its answer.
 */
export function useCartLine(productId: string, attributes: ChosenOptions | null): CartLineActions {
  const { cart, add: addToCart } = useCart();
  const [adding, setAdding] = useState(false);
  const inCart = Boolean(
    cart?.lines.some((line) => line.product.id === productId && lineHasOptions(line.attributes, attributes)),
  );
  const add = useCallback(
    async (line: CartLineRequest) => {
      setAdding(true);
      try {
        await addToCart(line);
      } finally {
        setAdding(false);
      }
    },
    [addToCart],
  );
  return useMemo(() => ({ inCart, adding, add }), [inCart, adding, add]);
}
