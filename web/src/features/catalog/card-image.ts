import type { ProductCardFragment } from '../../__generated__/graphql';
import { responsiveImage } from '../../shared/renditions';

/** What a product's picture shows when it has none (a card, a cart line, an order line, a search suggestion). */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** A card's width in the grids: two columns on a phone, three on a tablet, four on a desktop (ProductGrid). */
export const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * The picture a card shows before any hover or swatch: its first variant's first image. A listing preloads the first
 * card's, its largest paint on a phone (`cardImagePreload`).
 */
export const cardImage = (product: Pick<ProductCardFragment, 'variants'>): string =>
  product.variants[0]?.images[0] ?? PLACEHOLDER_IMAGE;

/** The `<link rel=preload>` of a card's picture: the same renditions and sizes as its `<img>`, so it is the one fetched. */
export function cardImagePreload(product: Pick<ProductCardFragment, 'variants'>) {
  const { src, srcSet } = responsiveImage(cardImage(product));
  return { href: src, ...(srcSet ? { srcSet } : {}), sizes: CARD_SIZES };
}
