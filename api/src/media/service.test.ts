import { describe, expect, it } from 'vitest';
import { cacheControlOf, IMMUTABLE_CACHE_CONTROL, mediaPathOf, NAMED_CACHE_CONTROL } from './service.js';

describe('mediaPathOf (which stored file a /media/ URL may name)', () => {
  it('answers the decoded path under the media root, without the query', () => {
    expect(mediaPathOf('/media/products/kurta%20blue.jpg?v=2')).toBe('products/kurta blue.jpg');
    expect(mediaPathOf('/media/products/')).toBe('products/');
  });

  it('answers null for a path that would leave the root, encoded or not, or is absolute', () => {
    expect(mediaPathOf('/media/../secrets.txt')).toBeNull();
    expect(mediaPathOf('/media/%2e%2e%2fsecrets.txt')).toBeNull();
    expect(mediaPathOf('/media/products/%2e%2e/%2e%2e/x.svg')).toBeNull();
    expect(mediaPathOf('/media/%2Fetc%2Fpasswd')).toBeNull();
    expect(mediaPathOf('/media/products//x.svg')).toBeNull();
    expect(mediaPathOf('/media/')).toBeNull();
  });

  it('answers null for hidden names, NUL, backslashes and very long paths', () => {
    expect(mediaPathOf('/media/.secret')).toBeNull();
    expect(mediaPathOf('/media/uploads/.incoming-abc')).toBeNull();
    expect(mediaPathOf('/media/a%00.svg')).toBeNull();
    expect(mediaPathOf('/media/..%5C..%5Cx')).toBeNull();
    expect(mediaPathOf(`/media/${'a'.repeat(600)}.svg`)).toBeNull();
  });

  it('takes a path up to 512 characters long, and no longer', () => {
    const name = (length: number) => `/media/${'a'.repeat(length - 4)}.svg`;
    expect(mediaPathOf(name(512))).toHaveLength(512);
    expect(mediaPathOf(name(513))).toBeNull();
  });

  it('answers null for a name that starts with two dots, even where it would not leave the root', () => {
    expect(mediaPathOf('/media/..hidden.svg')).toBeNull();
    expect(mediaPathOf('/media/products/..x.svg')).toBeNull();
    expect(mediaPathOf('/media/products/a..b.svg')).toBe('products/a..b.svg');
  });

  it('answers null for a URL it cannot decode or that is not under /media/', () => {
    expect(mediaPathOf('/media/%E0%A4%A')).toBeNull();
    expect(mediaPathOf('/other/file.jpg')).toBeNull();
  });
});

describe('cacheControlOf', () => {
  it('keeps uploads, product images and their renditions a year, immutable', () => {
    for (const file of [
      'uploads/0a.png',
      'products/v-1.svg',
      'products/v-1.w480.webp',
      'renditions/products/v-1.jpg',
    ]) {
      expect(cacheControlOf(file), file).toBe(IMMUTABLE_CACHE_CONTROL);
    }
  });

  it('keeps the store’s named pictures an hour, as a newer version may redraw them', () => {
    for (const file of [
      'banners/best-seller.svg',
      'hero/sutra-hero.webm',
      'renditions/hero/sutra-hero-poster.jpg',
      'renditions',
      'banners/products/x.svg',
      'productsx/a.svg',
    ]) {
      expect(cacheControlOf(file), file).toBe(NAMED_CACHE_CONTROL);
    }
  });
});
