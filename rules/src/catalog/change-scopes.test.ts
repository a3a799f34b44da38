import { describe, expect, it } from 'vitest';
import { CATALOGUE_WIDE, knownScope, parseCatalogNotice, reviewerScope, reviewsScope } from './change-scopes.js';

const ID = '3f2b8c1e-9a4d-4e2f-8b1c-7d6e5f4a3b2c';

describe('catalogue change scopes', () => {
  it('name a product’s reviews and a reviewer by id, in lower case', () => {
    expect(reviewsScope(ID.toUpperCase())).toBe(`reviews:${ID}`);
    expect(reviewerScope(ID)).toBe(`reviewer:${ID}`);
  });

  it('read a notice’s version and scope', () => {
    expect(parseCatalogNotice(`42 reviews:${ID}`)).toEqual({ version: 42, scope: `reviews:${ID}` });
    expect(parseCatalogNotice(`7 reviewer:${ID}`)).toEqual({ version: 7, scope: `reviewer:${ID}` });
    expect(parseCatalogNotice('8 *')).toEqual({ version: 8, scope: CATALOGUE_WIDE });
  });

  it('read a scope of a shape they do not know as catalogue-wide, never as nothing', () => {
    expect(parseCatalogNotice(`9 prices:${ID}`)).toEqual({ version: 9, scope: CATALOGUE_WIDE });
    expect(knownScope('reviews:not-an-id')).toBe(CATALOGUE_WIDE);
    expect(knownScope(`reviews:${ID}:extra`)).toBe(CATALOGUE_WIDE);
    expect(knownScope(`reviews:${ID.toUpperCase()}`)).toBe(CATALOGUE_WIDE);
  });

  it('refuse a payload that is no notice', () => {
    for (const payload of ['', '12', 'x *', '12  *', '-1 *', '12 * extra']) {
      expect(parseCatalogNotice(payload), payload).toBeUndefined();
    }
  });
});
