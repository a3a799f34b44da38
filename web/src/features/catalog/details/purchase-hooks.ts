import type { ChosenOptions } from '../variant-match';

/**
 * The hook point the cart slice fills in (the wishlist heart is the wishlist slice's own `WishlistHeart`). The details
 * page already handles the guest case (the Login Required dialog, no call); for a signed-in buyer it calls this.
 * Until the cart exists it answers `null`, and the page shows ADD TO CART disabled rather than pretending it worked.
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
  /** Adds the line; rejects when the cart refuses (the page logs it). */
  add(line: CartLineRequest): Promise<void>;
}

/** The cart slice's hook for one product line on the details page. Not built yet: `null`. */
export function useCartLine(_productId: string, _attributes: ChosenOptions | null): CartLineActions | null {
  return null;
}
