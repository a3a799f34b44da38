import { findOption, initialOptions, productAttributes, type VariantLike } from '@sutra/rules';

/**
 * The details page's chosen options on load. Which variant chosen options mean is the shared rule in `@sutra/rules`
 * (the api prices cart lines by the same one); reading them from the page's address is the browser's own part.
 */

/**
 * The first options, overridden by those a query string names (`?color=Navy&size=40`, as the cart's Edit link sends
 * them): a named option the product has is chosen (in the catalogue's spelling), anything else is ignored.
 */
export function optionsFromSearch(
  variants: readonly VariantLike[],
  search: Pick<URLSearchParams, 'get'>,
): Record<string, string> {
  const chosen = initialOptions(variants);
  for (const attribute of productAttributes(variants)) {
    const option = findOption(attribute.options, search.get(attribute.key));
    if (option) chosen[attribute.key] = option.label;
  }
  return chosen;
}
