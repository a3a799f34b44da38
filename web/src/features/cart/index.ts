/**
 * What the cart feature offers the others: the shopper's cart and its writes (a product page adds to it, checkout reads
 * it), a line's price for a quantity and an option's label as the cart shows them.
 */
export { attributeLabel } from './cart-lines';
export { lineTotal } from './cart-optimistic';
export { type CartLine, useCart } from './use-cart';
