import type { AttributeOptionJson, ProductJson, VariantJson } from '../catalog/product-json.js';
import { badRequest, type FieldErrorCode, fieldRefusal } from '../http/errors.js';

/**
 * The options a cart line carries, and which variant they mean. Chosen options are keyed by the lower-cased attribute
 * label and give the chosen option's label, as the spec's cart lines carry them: `{ color: 'Navy', size: '40' }`.
 * These are the spec's rules (section 4, "Cart" and "Details"); the web's `variant-match.ts` applies the same ones to
 * the pickers, and the cart answers carry the result, so no client has to price a cart.
 */
export type ChosenOptions = Readonly<Record<string, string>>;

/** What a client may send: values may be null (not chosen), the whole object null (no options). */
export type RequestedOptions = Readonly<Record<string, string | null>> | null | undefined;

/** An attribute across all of a product's variants, with every option any variant offers, first seen first. */
export interface ProductOption {
  /** The key chosen options use: the lower-cased label (`color`). */
  key: string;
  /** The label as the catalogue spells it (`Color`). */
  label: string;
  options: AttributeOptionJson[];
}

/** `'Color'` -> `'color'`: an attribute's key in chosen options. */
export const attributeKey = (label: string): string => label.trim().toLowerCase();

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `chosen` names the option, by its label or its value, ignoring case and surrounding spaces. */
const optionIs = (option: AttributeOptionJson, chosen: string): boolean =>
  same(option.label, chosen) || same(option.value, chosen);

/** Every attribute of every variant, options merged, in first-seen order (what the details page's pickers offer). */
export function productOptions(product: ProductJson): ProductOption[] {
  const byKey = new Map<string, ProductOption>();
  for (const variant of product.productVariants) {
    for (const attribute of variant.attributes) {
      const key = attributeKey(attribute.attribute.label);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { key, label: attribute.attribute.label, options: [] };
        byKey.set(key, entry);
      }
      for (const option of attribute.value) {
        if (!entry.options.some((o) => same(o.label, option.label))) entry.options.push(option);
      }
    }
  }
  return [...byKey.values()];
}

/** Spec: a variant matches when every one of its attributes has its chosen option among the attribute's options. */
export function variantMatches(variant: VariantJson, chosen: ChosenOptions): boolean {
  return variant.attributes.every((attribute) => {
    const pick = chosen[attributeKey(attribute.attribute.label)];
    return pick !== undefined && attribute.value.some((option) => optionIs(option, pick));
  });
}

/** Spec: the first variant matching every chosen option, else the first variant (undefined only without variants). */
export function matchVariant(product: ProductJson, chosen: ChosenOptions): VariantJson | undefined {
  return product.productVariants.find((v) => variantMatches(v, chosen)) ?? product.productVariants[0];
}

/**
 * Checks options a buyer chose for `product` and answers them in the catalogue's spelling (lower-cased keys, option
 * labels as the catalogue writes them; `{}` for a product without options), or refuses with a message naming the
 * problem. Every attribute the product has must be chosen, each choice must be one of its options (by label or
 * value, any case), and some variant must offer the whole combination: a line always means a variant one can buy.
 */
/** A refused choice, about the attribute it names (`attributes.size`). */
const choiceRefusal = (attribute: string, code: FieldErrorCode, message: string) =>
  fieldRefusal(`attributes.${attribute}`, code, message);

export function normalizeChoice(product: ProductJson, requested: RequestedOptions): ChosenOptions {
  const options = productOptions(product);
  const picks = new Map<string, { asSent: string; value: string }>();
  for (const [asSent, value] of Object.entries(requested ?? {})) {
    if (value === null || value.trim() === '') continue;
    const key = attributeKey(asSent);
    if (picks.has(key)) throw choiceRefusal(asSent, 'invalid_value', `${asSent} is chosen twice`);
    picks.set(key, { asSent, value });
  }
  if (options.length === 0) {
    if (picks.size > 0) throw badRequest('This product has no options to choose; send attributes as null');
    return {};
  }

  const chosen: Record<string, string> = {};
  for (const { key, label, options: offered } of options) {
    const pick = picks.get(key);
    if (!pick) throw choiceRefusal(key, 'required', `Choose a ${label}`);
    const option = offered.find((o) => optionIs(o, pick.value));
    if (!option) {
      throw choiceRefusal(
        pick.asSent,
        'invalid_value',
        `${label} ${pick.value.trim()} is not available for this product`,
      );
    }
    chosen[key] = option.label;
    picks.delete(key);
  }
  const [unknown] = picks.values();
  if (unknown) {
    const names = options.map((o) => o.label).join(', ');
    throw choiceRefusal(
      unknown.asSent,
      'invalid_value',
      `${unknown.asSent} is not an option of this product (it has ${names})`,
    );
  }
  if (!product.productVariants.some((v) => variantMatches(v, chosen))) {
    const combination = options.map((o) => `${o.label} ${chosen[o.key]}`).join(' with ');
    throw badRequest(`This product is not available in ${combination}`);
  }
  return chosen;
}
