import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd } from './json-ld';

describe('JSON-LD builders', () => {
  it('numbers a breadcrumb trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Suits', path: '/product-listing/suits' },
        ],
        'https://www.sutra.in',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.sutra.in/' },
        { '@type': 'ListItem', position: 2, name: 'Suits', item: 'https://www.sutra.in/product-listing/suits' },
      ],
    });
  });

  it('describes the store as an Organization in India with its contact point', () => {
    const org = organizationJsonLd('https://www.sutra.in', {
      email: 'care@sutra.in',
      telephone: '+919829041414',
      sameAs: ['https://www.instagram.com/sutra.jaipur'],
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Sutra',
      url: 'https://www.sutra.in/',
      address: { addressLocality: 'Jaipur', addressCountry: 'IN' },
      contactPoint: { '@type': 'ContactPoint', email: 'care@sutra.in', telephone: '+919829041414' },
      sameAs: ['https://www.instagram.com/sutra.jaipur'],
    });
  });
});
