/** The spec's slug: lower-cased text with every non-word character replaced by a hyphen. */
export const slugify = (text: string): string => text.toLowerCase().replace(/\W/g, '-');

/** `/product-details/{productId}/{productNameSlug}/{categorySlug}`. */
export const productPath = (product: { id: string; name: string }, categorySegment: string): string =>
  `/product-details/${product.id}/${slugify(product.name)}/${slugify(categorySegment)}`;
