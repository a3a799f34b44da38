/**
 * Which variant a set of chosen options means (the spec's rule for the details page's pickers and the cart).
 *
 * Chosen options are keyed by the lower-cased attribute label and give the chosen option's label, exactly as cart
 * lines carry them: `{ color: 'Navy', size: '40' }`. A variant matches when every one of its attributes has its
 * chosen option among the attribute's options (by label or value, case and surrounding spaces ignored); when no
 * variant matches, the first variant is used. The shapes are structural so the api's REST documents (adapted) and
 * the web's GraphQL fragments both fit.
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

/** Chosen option labels keyed by lower-cased attribute label; a null or missing value is "not chosen". */
export type ChosenOptions = Readonly<Record<string, string | null | undefined>>;

/** An attribute across all of a product's variants, with every option any variant offers, first seen first. */
export interface ProductAttribute<O extends OptionLike = OptionLike> {
  /** The key chosen options use: the lower-cased label (`color`). */
  readonly key: string;
  /** The label as the catalogue spells it (`Color`). */
  readonly label: string;
  readonly options: readonly O[];
}

/** `'Color'` -> `'color'`: the key of an attribute in chosen options and cart lines. */
export const attributeKey = (label: string): string => label.trim().toLowerCase();

/** Whether two labels name the same thing: case and surrounding spaces ignored; a missing one matches nothing. */
export const sameLabel = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `chosen` names the option, by its label or its value. */
export const optionIs = (option: OptionLike, chosen: string | null | undefined): boolean =>
  sameLabel(option.label, chosen) || sameLabel(option.value, chosen);

/** The option `wanted` names among `options` (by label or value), if any. */
export const findOption = <O extends OptionLike>(options: readonly O[], wanted: string | null | undefined) =>
  options.find((option) => optionIs(option, wanted));

/** Every attribute of every variant, options merged by label, in first-seen order (what the pickers offer). */
export function productAttributes<O extends OptionLike>(
  variants: readonly { readonly attributes: readonly { readonly label: string; readonly options: readonly O[] }[] }[],
): ProductAttribute<O>[] {
  const byKey = new Map<string, { label: string; options: O[] }>();
  for (const variant of variants) {
    for (const attribute of variant.attributes) {
      const key = attributeKey(attribute.label);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { label: attribute.label, options: [] };
        byKey.set(key, entry);
      }
      for (const option of attribute.options) {
        if (!entry.options.some((o) => sameLabel(o.label, option.label))) entry.options.push(option);
      }
    }
  }
  return [...byKey].map(([key, { label, options }]) => ({ key, label, options }));
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

/** What is preselected on load: the first option of each attribute (so the first variant is shown). */
export function initialOptions(variants: readonly VariantLike[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const attribute of productAttributes(variants)) {
    const first = attribute.options[0];
    if (first) chosen[attribute.key] = first.label;
  }
  return chosen;
}

/** The chosen options that are set, as `[lower-cased attribute, option label]` pairs. */
export const chosenEntries = (chosen: ChosenOptions | null | undefined): [string, string][] =>
  Object.entries(chosen ?? {})
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => [attributeKey(name), value]);

/**
 * Whether a cart line holds exactly these chosen options (case ignored, as the cart stores the catalogue's
 * spelling): the same product with these options is then that line, not a new one (the details page's GO TO CART).
 */
export function lineHasOptions(
  lineAttributes: readonly { readonly name: string; readonly value: string }[],
  chosen: ChosenOptions | null | undefined,
): boolean {
  const wanted = chosenEntries(chosen);
  if (wanted.length !== lineAttributes.length) return false;
  return wanted.every(([name, value]) =>
    lineAttributes.some((a) => sameLabel(a.name, name) && sameLabel(a.value, value)),
  );
}
