import { decimalRupees } from '@sutra/rules';
import type { ProductJsonLdFragment } from '../../../__generated__/graphql';
import { rasterImage } from '../../../app/head/page-head';

type Variant = ProductJsonLdFragment['variants'][number];

export interface JsonLdInput {
  product: ProductJsonLdFragment;
  /** The variant shown (its sale price, images and id as the SKU). */
  variant: Variant | undefined;
  /** The review summary, when loaded; aggregateRating is left out without reviews. */
  rating: { average: number; total: number } | undefined;
  /** The page's canonical URL (absolute). */
  url: string;
}

/** schema.org Product for search engines: images as absolute URLs, brand Sutra, an INR offer and the rating. */
export function productJsonLd({ product, variant, rating, url }: JsonLdInput): Record<string, unknown> {
  const base = new URL(url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // Raster renditions: the drawn SVGs are not every search engine's or preview's picture.
    image: (variant?.images ?? []).map((src) => new URL(rasterImage(src), base).href),
    description: product.description,
    sku: variant?.id ?? product.id,
    productID: product.id,
    brand: { '@type': 'Brand', name: 'Sutra' },
    offers: {
      '@type': 'Offer',
      priceCurrency: variant?.salePrice.currencyCode ?? 'INR',
      price: decimalRupees(variant?.salePrice.paise ?? 0),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    },
    ...(rating && rating.total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
