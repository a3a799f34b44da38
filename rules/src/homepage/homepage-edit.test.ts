import { describe, expect, it } from 'vitest';
import { type HomepageEditValues, homepageProblems, isHomepageLink, isHomepageMedia } from './homepage-edit.js';

const valid: HomepageEditValues = {
  hero: { video: '/media/hero/a.webm', poster: '/media/hero/a.svg', title: 'Tailored', subtitle: 'Suits' },
  promoText: '10% off',
  bestSeller: { title: 'Best Seller', bannerImg: '/media/b.svg', pricePaise: 249_900, seeMoreLink: '' },
  trending: { title: 'Top Trending', seeMoreLink: 'trending' },
  recommended: { title: 'Recommended', seeMoreLink: '/product-listing/suits' },
  saleBanner: {
    title: 'Sale',
    offer: '50% OFF',
    ctaText: 'Shop',
    link: 'https://sutra.in/sale',
    image: '/media/s.svg',
  },
  picks: { bestSeller: ['a'], trending: [], recommended: ['b', 'c'] },
};

describe('homepage edits', () => {
  it('takes the seeded shapes: store paths, listing names, media files and https links', () => {
    expect(homepageProblems(valid)).toEqual([]);
  });

  it('names each broken field by its api path and code', () => {
    const problems = homepageProblems({
      ...valid,
      hero: { ...valid.hero, title: ' ', poster: 'javascript:alert(1)' },
      saleBanner: { ...valid.saleBanner, title: 'x'.repeat(81), link: '//evil.example' },
      bestSeller: { ...valid.bestSeller, pricePaise: -1 },
      picks: { ...valid.picks, trending: ['a', 'a'] },
    });
    expect(problems.map(({ field, code }) => `${field} ${code}`)).toEqual([
      'hero.title required',
      'hero.poster invalid_format',
      'saleBanner.title too_big',
      'saleBanner.link invalid_format',
      'bestSeller.pricePaise invalid_value',
      'picks.trending invalid_value',
    ]);
  });

  it('refuses links and media a page should not follow', () => {
    for (const bad of ['javascript:alert(1)', 'http://plain.example', '//evil.example', 'data:text/html,x']) {
      expect(isHomepageLink(bad), bad).toBe(false);
      expect(isHomepageMedia(bad), bad).toBe(false);
    }
    expect(isHomepageMedia('/media/../secrets')).toBe(false);
  });
});
