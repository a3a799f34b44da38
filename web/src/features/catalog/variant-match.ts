/**
 * Which variant a set of chosen options means: the spec's rule, shared by the details page and the cart.
 *
 * Chosen options are keyed by the lower-cased attribute label and give the chosen option's label, exactly as cart
 * lines carry them: `{ color: 'Navy', size: '40' }`. A variant matches when every one of its attributes has its
 * chosen option among the attribute's options; when no variant matches, the first variant is used.
 */

export interface OptionLike {
  readonly label: string;
  readonly value?: string | null;
}

export interface AttributeLike {
  readonly label: string;
  readonly options: readonly OptionLike[];
}

export interface VariantLike {
  readonly attributes: readonly AttributeLike[];
}

/** Chosen option labels keyed by lower-cased attribute label, e.g. `{ color: 'Navy', size: '40' }`. */
export type ChosenOptions = Readonly<Record<string, string | null | undefined>>;

/** An attribute across all of a product's variants, with every option any variant offers, first seen first. */
export interface ProductAttribute {
  /** The key chosen options use: the lower-cased label (`color`). */
  readonly key: string;
  /** The label as the catalogue spells it (`Color`). */
  readonly label: string;
  readonly options: readonly OptionLike[];
}

/** `'Color'` -> `'color'`: the key of an attribute in chosen options and cart lines. */
export const attributeKey = (label: string): string => label.trim().toLowerCase();

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `chosen` names one of the option's label or value (case and surrounding spaces ignored). */
const optionIs = (option: OptionLike, chosen: string | null | undefined): boolean =>
  same(option.label, chosen) || same(option.value, chosen);

/** The product's attributes (the pickers): every attribute of every variant, options merged, in first-seen order. */
export function productAttributes(variants: readonly VariantLike[]): ProductAttribute[] {
  const byKey = new Map<string, { label: string; options: OptionLike[] }>();
  for (const variant of variants) {
    for (const attribute of variant.attributes) {
      const key = attributeKey(attribute.label);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { label: attribute.label, options: [] };
        byKey.set(key, entry);
      }
      for (const option of attribute.options) {
        if (!entry.options.some((o) => same(o.label, option.label))) entry.options.push(option);
      }
    }
  }
  return [...byKey].map(([key, { label, options }]) => ({ key, label, options }));
}

/** What is preselected on load: the first option of each attribute (so the first variant is shown). */
export function initialOptions(variants: readonly VariantLike[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const attribute of productAttributes(variants)) {
    const first = attribute.options[0];
    if (first) chosen[attribute.key] = first.label;
  }
  return chosen;
}

/** Whether every attribute of `variant` has its chosen option among its options. */
export function variantMatches(variant: VariantLike, chosen: ChosenOptions | null | undefined): boolean {
  return variant.attributes.every((attribute) =>
    attribute.options.some((option) => optionIs(option, chosen?.[attributeKey(attribute.label)])),
  );
}

/** The first variant matching every chosen option, else the first variant (undefined only without variants). */
export function matchVariant<V extends VariantLike>(
  variants: readonly V[],
  chosen: ChosenOptions | null | undefined,
): V | undefined {
  return variants.find((variant) => variantMatches(variant, chosen)) ?? variants[0];
}

/** Whether some variant matches `chosen` exactly (false means `matchVariant` fell back to the first variant). */
export const hasMatchingVariant = (variants: readonly VariantLike[], chosen: ChosenOptions | null | undefined) =>
  variants.some((variant) => variantMatches(variant, chosen));

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
    const wanted = search.get(attribute.key);
    const option = wanted ? attribute.options.find((o) => optionIs(o, wanted)) : undefined;
    if (option) chosen[attribute.key] = option.label;
  }
  return chosen;
}
