/**
 * What the catalogue offers the others: the product card every grid shows, the price every page draws, its placeholder
 * picture (which cart, order and search lines show too), and the listing's reveal-on-scroll paging.
 */

export { PLACEHOLDER_IMAGE } from './card-image';
export { useRevealOnScroll } from './listing/use-reveal-on-scroll';
export { ProductCard } from './ProductCard';
export { ProductPrice } from './ProductPrice';
export { variantPrice } from './variant-price';
