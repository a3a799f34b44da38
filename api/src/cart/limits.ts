/**
 * Cart limits the spec leaves open (it only says a quantity is at least 1). A shop selling suits needs no more of one
 * item per order, and a bounded cart keeps pricing and checkout cheap.
 */

/** At most this many of one line. An add that would go past it fills the line up to it; a PATCH above it is refused. */
export const MAX_QUANTITY_PER_LINE = 10;

/** At most this many different lines (product and options) in one cart. */
export const MAX_CART_LINES = 50;
