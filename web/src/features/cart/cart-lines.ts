import type { CartLineAttributeInput, CartLineViewFragment } from '../../__generated__/graphql';
import type { ChosenOptions } from '../catalog/variant-match';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The chosen options as `addToCart` takes them (lower-cased attribute, option label); null for a product without options. */
export function toAttributeInput(chosen: ChosenOptions | null | undefined): CartLineAttributeInput[] | null {
  const entries = Object.entries(chosen ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? entries.map(([name, value]) => ({ name: name.trim().toLowerCase(), value })) : null;
}

/**
 * Whether a cart line holds exactly these chosen options (case ignored, as the cart stores the catalogue's spelling):
 * the details page's ADD TO CART becomes GO TO CART for such a line.
 */
export function lineHasOptions(
  lineAttributes: readonly { name: string; value: string }[],
  chosen: ChosenOptions | null | undefined,
): boolean {
  const wanted = toAttributeInput(chosen) ?? [];
  if (wanted.length !== lineAttributes.length) return false;
  return wanted.every(({ name, value }) => lineAttributes.some((a) => same(a.name, name) && same(a.value, value)));
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
