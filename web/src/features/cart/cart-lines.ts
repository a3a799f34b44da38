import { type ChosenOptions, chosenEntries } from '@sutra/rules';
import type { CartLineAttributeInput, CartLineViewFragment } from '../../__generated__/graphql';

/**
 * How cart lines read on screen and in links. Whether a line holds given options (the details page's GO TO CART) is
 * the shared rule `lineHasOptions` in `@sutra/rules`.
 */

/** The chosen options as `addToCart` takes them (lower-cased attribute, option label); null for a product without options. */
export function toAttributeInput(chosen: ChosenOptions | null | undefined): CartLineAttributeInput[] | null {
  const entries = chosenEntries(chosen);
  return entries.length ? entries.map(([name, value]) => ({ name, value })) : null;
}

/** `color` -> `Color`: a line's attribute name as a label. */
export const attributeLabel = (name: string): string => (name ? name.charAt(0).toUpperCase() + name.slice(1) : name);

/** The line's options as the details page's query string (`?color=Navy&size=40`), which preselects them there. */
export function optionsSearch(line: Pick<CartLineViewFragment, 'attributes'>): string {
  if (line.attributes.length === 0) return '';
  return `?${new URLSearchParams(line.attributes.map((a) => [a.name, a.value])).toString()}`;
}

/**
 * A line as the shopper names it: the product and its chosen options, `Milano Suit (Gray, 42)`. Two lines of one
 * product (two sizes) are told apart by it, on screen and by screen readers.
 */
export function lineName(line: Pick<CartLineViewFragment, 'attributes' | 'product'>): string {
  const options = line.attributes.map((a) => a.value).filter(Boolean);
  return options.length ? `${line.product.name} (${options.join(', ')})` : line.product.name;
}
