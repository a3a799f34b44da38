import { describe, expect, it } from 'vitest';
import { product } from '../../../test/details-fixtures';
import { productJsonLd } from './product-json-ld';

const url = 'https://sutra.in/product-details/p/milano/suits';
const [navy, gray] = product.variants;

describe('productJsonLd', () => {
  it('describes the shown variant as a schema.org Product with an INR offer and absolute raster image URLs', () => {
    const data = productJsonLd({ product, variant: gray, rating: { average: 4.5, total: 12 }, url });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: 'v-gray',
      brand: { '@type': 'Brand', name: 'Sutra' },
      image: ['https://sutra.in/media/gray-1.jpg', 'https://sutra.in/media/gray-2.jpg'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '15499.00',
        availability: 'https://schema.org/InStock',
        url,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('marks an out-of-stock product and leaves the rating out without reviews', () => {
    const data = productJsonLd({
      product: { ...product, inStock: false },
      variant: navy,
      rating: { average: 0, total: 0 },
      url,
    });
    expect(data.offers).toMatchObject({ price: '14999.00', availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ product, variant: navy, rating: undefined, url })).not.toHaveProperty('aggregateRating');
  });
});
