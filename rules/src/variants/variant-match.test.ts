import { describe, expect, it } from 'vitest';
import {
  attributeKey,
  findOption,
  hasMatchingVariant,
  initialOptions,
  lineHasOptions,
  matchVariant,
  productAttributes,
  variantMatches,
} from './variant-match.js';

const sizes = (...labels: string[]) => ({
  label: 'Size',
  options: labels.map((label) => ({ label, value: label.toLowerCase() })),
});
const color = (label: string) => ({ label: 'Color', options: [{ label, value: label.toLowerCase() }] });

/** A suit as the catalogue has it: one variant per colour, each in the sizes it is offered in. */
const navy = { id: 'navy', salePrice: 14999, attributes: [color('Navy'), sizes('38', '40', '42')] };
const gray = { id: 'gray', salePrice: 15499, attributes: [color('Gray'), sizes('40', '42', '44')] };
const black = { id: 'black', salePrice: 14999, attributes: [color('Black'), sizes('38', '44')] };
const suit = [navy, gray, black];

describe('productAttributes', () => {
  it('lists each attribute once, keyed by its lower-cased label, with every option any variant offers', () => {
    const attributes = productAttributes(suit);
    expect(attributes.map((a) => [a.key, a.label])).toEqual([
      ['color', 'Color'],
      ['size', 'Size'],
    ]);
    expect(attributes[0]?.options.map((o) => o.label)).toEqual(['Navy', 'Gray', 'Black']);
    expect(attributes[1]?.options.map((o) => o.label)).toEqual(['38', '40', '42', '44']);
  });

  it('has no attributes for variants without any', () => {
    expect(productAttributes([{ attributes: [] }])).toEqual([]);
  });
});

describe('initialOptions', () => {
  it('preselects the first option of each attribute, which shows the first variant', () => {
    const chosen = initialOptions(suit);
    expect(chosen).toEqual({ color: 'Navy', size: '38' });
    expect(matchVariant(suit, chosen)).toBe(navy);
  });

  it('takes an attribute only a later variant has from that variant', () => {
    const plain = { attributes: [color('White')] };
    const fitted = {
      attributes: [color('Blue'), { label: 'Fit', options: [{ label: 'Slim' }, { label: 'Regular' }] }],
    };
    expect(initialOptions([plain, fitted])).toEqual({ color: 'White', fit: 'Slim' });
  });
});

describe('matchVariant', () => {
  it('selects the variant whose attributes all contain the chosen options', () => {
    expect(matchVariant(suit, { color: 'Gray', size: '44' })).toBe(gray);
    expect(matchVariant(suit, { color: 'Black', size: '44' })).toBe(black);
    expect(matchVariant(suit, { color: 'Navy', size: '42' })).toBe(navy);
  });

  it('needs every attribute to match, not just one', () => {
    // Gray is not offered in 38, and 38 alone is offered by Navy and Black: neither has Gray.
    expect(variantMatches(gray, { color: 'Gray', size: '38' })).toBe(false);
    expect(variantMatches(navy, { color: 'Gray', size: '38' })).toBe(false);
    expect(hasMatchingVariant(suit, { color: 'Gray', size: '38' })).toBe(false);
  });

  it('falls back to the first variant when no variant matches', () => {
    expect(matchVariant(suit, { color: 'Gray', size: '38' })).toBe(navy);
    expect(matchVariant(suit, { color: 'Purple', size: '40' })).toBe(navy);
  });

  it('falls back to the first variant when an attribute is not chosen, or nothing is (a cart line without attributes)', () => {
    expect(matchVariant(suit, { color: 'Gray' })).toBe(navy);
    expect(matchVariant(suit, {})).toBe(navy);
    expect(matchVariant(suit, null)).toBe(navy);
    expect(matchVariant(suit, undefined)).toBe(navy);
  });

  it('reads cart-style attributes keyed by the lower-cased label and prices the line by that variant', () => {
    const cartLine = { quantity: 2, attributes: { color: 'Gray', size: '40' } };
    const variant = matchVariant(suit, cartLine.attributes);
    expect(variant?.id).toBe('gray');
    expect((variant?.salePrice ?? 0) * cartLine.quantity).toBe(30998);
  });

  it('compares option labels (or values) without regard to case or surrounding spaces', () => {
    expect(matchVariant(suit, { color: ' gray ', size: '42' })).toBe(gray);
    expect(matchVariant(suit, { color: 'black', size: '38' })).toBe(black);
  });

  it('ignores chosen options for attributes a variant does not have', () => {
    expect(matchVariant(suit, { color: 'Gray', size: '40', fit: 'Slim' })).toBe(gray);
  });

  it('answers undefined only when there are no variants', () => {
    expect(matchVariant([], { color: 'Navy' })).toBeUndefined();
  });

  it('keys attributes by the trimmed, lower-cased label', () => {
    expect(attributeKey(' Color ')).toBe('color');
    expect(attributeKey('SIZE')).toBe('size');
  });
});

describe('findOption', () => {
  it('finds an option by its label or its value, case and surrounding spaces ignored', () => {
    const options = sizes('38', 'XL').options;
    expect(findOption(options, ' xl ')?.label).toBe('XL');
    expect(findOption(options, '38')?.label).toBe('38');
    expect(findOption(options, '46')).toBeUndefined();
    expect(findOption(options, null)).toBeUndefined();
  });
});

describe('lineHasOptions', () => {
  const line = [
    { name: 'color', value: 'Navy' },
    { name: 'size', value: '40' },
  ];

  it('holds exactly the chosen options, in any order and case', () => {
    expect(lineHasOptions(line, { size: '40', color: 'navy' })).toBe(true);
    expect(lineHasOptions(line, { Color: 'Navy', SIZE: '40' })).toBe(true);
  });

  it('differs when an option differs, is missing or is extra', () => {
    expect(lineHasOptions(line, { color: 'Navy', size: '42' })).toBe(false);
    expect(lineHasOptions(line, { color: 'Navy' })).toBe(false);
    expect(lineHasOptions(line, { color: 'Navy', size: '40', fit: 'Slim' })).toBe(false);
  });

  it('treats options left unchosen as absent: a line without options matches nothing chosen', () => {
    expect(lineHasOptions([], null)).toBe(true);
    expect(lineHasOptions([], { color: null, size: '' })).toBe(true);
    expect(lineHasOptions([], { color: 'Navy' })).toBe(false);
  });
});

describe('matching by option value', () => {
  it('accepts an option named by its value as well as its label', () => {
    const sized = { attributes: [{ label: 'Size', options: [{ label: '40', value: 'size-40' }] }] };
    expect(variantMatches(sized, { size: ' SIZE-40 ' })).toBe(true);
    expect(variantMatches(sized, { size: '40' })).toBe(true);
    expect(variantMatches(sized, { size: 'size-42' })).toBe(false);
  });
});
