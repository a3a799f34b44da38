import type { ChosenOptions } from '@sutra/rules';

/** A colour's sizes as the details page reads them: each size's label and whether it can be bought now. */
interface ColourSizes {
  readonly color?: string | null;
  readonly sizes: readonly { readonly label: string; readonly available: boolean }[];
}

const SIZE_KEY = 'size';

/** The variant of the chosen colour (the first variant when the product has no colours, or none is chosen). */
function variantOfColour<V extends ColourSizes>(variants: readonly V[], chosen: ChosenOptions): V | undefined {
  const color = chosen.color;
  return variants.find((v) => !color || v.color === color) ?? variants[0];
}

/** The sizes sold out in the chosen colour, by the pickers' attribute key (`size`), as the server says. */
export function soldOutSizes(variants: readonly ColourSizes[], chosen: ChosenOptions): Record<string, Set<string>> {
  const variant = variantOfColour(variants, chosen);
  return { [SIZE_KEY]: new Set(variant?.sizes.filter((s) => !s.available).map((s) => s.label) ?? []) };
}

/** The sizes sold out in the chosen colour, each with its id (what "Notify me" asks about), in the colour's order. */
export function soldOutSizeList<S extends { readonly id: string; readonly label: string; readonly available: boolean }>(
  variants: readonly { readonly color?: string | null; readonly sizes: readonly S[] }[],
  chosen: ChosenOptions,
): S[] {
  const color = chosen.color;
  const variant = variants.find((v) => !color || v.color === color) ?? variants[0];
  return variant?.sizes.filter((s) => !s.available) ?? [];
}

/** Whether the chosen size is sold out in the chosen colour (false when nothing is chosen, or there are no sizes). */
export const chosenSizeSoldOut = (variants: readonly ColourSizes[], chosen: ChosenOptions): boolean => {
  const size = chosen[SIZE_KEY];
  return typeof size === 'string' && (soldOutSizes(variants, chosen)[SIZE_KEY]?.has(size) ?? false);
};

/**
 * The options to preselect: those given, but a sold-out size in the chosen colour gives way to the first size of that
 * colour that can be bought (when there is one), so the page opens on something a shopper can add to the cart.
 */
export function availableChoice(variants: readonly ColourSizes[], chosen: ChosenOptions): ChosenOptions {
  if (!chosenSizeSoldOut(variants, chosen)) return chosen;
  const open = variantOfColour(variants, chosen)?.sizes.find((s) => s.available);
  return open ? { ...chosen, [SIZE_KEY]: open.label } : chosen;
}
