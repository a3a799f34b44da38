/** What the cart feature offers the others: the shopper's cart and its writes (a product page adds to it, checkout reads it). */
export { type CartLine, useCart } from './use-cart';
