/** What the catalogue offers the others: the product card every grid shows, and the listing's reveal-on-scroll paging. */

export { useRevealOnScroll } from './listing/use-reveal-on-scroll';
export { ProductCard } from './ProductCard';
