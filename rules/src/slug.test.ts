import { describe, expect, it } from 'vitest';
import { productPath, slugify } from './slug.js';

describe('slugify', () => {
  it('lower-cases and turns every non-word character into its own hyphen', () => {
    expect(slugify('Milano Wool-Blend Two Piece Suit')).toBe('milano-wool-blend-two-piece-suit');
    expect(slugify("Men's  Kurta & Churidar")).toBe('men-s--kurta---churidar');
  });

  it('keeps digits and underscores, and replaces letters outside ASCII', () => {
    expect(slugify('Size_40 Slim')).toBe('size_40-slim');
    expect(slugify('Café Noir')).toBe('caf--noir');
  });
});

describe('productPath', () => {
  it('builds the details route from the id, the name and the category segment', () => {
    expect(productPath({ id: 'p1', name: 'Milano Suit' }, 'Ethnic Wear')).toBe(
      '/product-details/p1/milano-suit/ethnic-wear',
    );
  });

  it('answers a path that needs no escaping in a URL or in XML', () => {
    const path = productPath({ id: '0b7c9e4e-1f2a-4c3b-9d8e-7f6a5b4c3d2e', name: 'Tweed & <Silk> "Vest"' }, 'A&B');
    expect(path).toMatch(/^\/product-details\/[0-9a-f-]+\/[\w-]+\/[\w-]+$/);
  });
});
