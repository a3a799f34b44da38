import {
  type ChosenOptions as AnyChosenOptions,
  type AttributeLike,
  attributeKey,
  findOption,
  hasMatchingVariant,
  matchVariant as matchSharedVariant,
  type ProductAttribute,
  productAttributes,
} from '@sutra/rules';
import type { AttributeOptionJson, ProductJson, VariantJson } from '../catalog/product-json.js';
import { badRequest, conflict, type FieldErrorCode, fieldError, fieldRefusal } from '../http/errors.js';

/**
 * The options a cart line carries, and which variant they mean. Chosen options are keyed by the lower-cased attribute
 * label and give the chosen option's label, as the spec's cart lines carry them: `{ color: 'Navy', size: '40' }`.
 * Which variant they mean is the shared rule in `@sutra/rules` (the details page's pickers run the same one); this
 * file adapts the REST documents to it and checks what a buyer sends.
 */
export type ChosenOptions = Readonly<Record<string, string>>;

/** What a client may send: values may be null (not chosen), the whole object null (no options). */
export type RequestedOptions = Readonly<Record<string, string | null>> | null | undefined;

/** An attribute across all of a product's variants, with every option any variant offers, first seen first. */
export type ProductOption = ProductAttribute<AttributeOptionJson>;

/** A variant as the shared rule reads it, keeping the document it came from. */
interface SharedVariant {
  readonly document: VariantJson;
  readonly attributes: readonly (AttributeLike & { readonly options: readonly AttributeOptionJson[] })[];
}

const shared = (product: ProductJson): SharedVariant[] =>
  product.productVariants.map((document) => ({
    document,
    attributes: document.attributes.map((a) => ({ label: a.attribute.label, options: a.value })),
  }));

/** Every attribute of every variant, options merged, in first-seen order (what the details page's pickers offer). */
export const productOptions = (product: ProductJson): ProductOption[] => productAttributes(shared(product));

/** The spec's matched variant: the first matching every chosen option, else the first (undefined without variants). */
export const matchVariant = (product: ProductJson, chosen: AnyChosenOptions): VariantJson | undefined =>
  matchSharedVariant(shared(product), chosen)?.document;

/**
 * Checks options a buyer chose for `product` and answers them in the catalogue's spelling (lower-cased keys, option
 * labels as the catalogue writes them; `{}` for a product without options), or refuses with a message naming the
 * problem. Every attribute the product has must be chosen, each choice must be one of its options (by label or
 * value, any case), and some variant must offer the whole combination: a line always means a variant one can buy.
 */
/** A refused choice, about the attribute it names (`attributes.size`). */
const choiceRefusal = (attribute: string, code: FieldErrorCode, message: string) =>
  fieldRefusal('invalid_input', `attributes.${attribute}`, code, message);

export function normalizeChoice(product: ProductJson, requested: RequestedOptions): ChosenOptions {
  const variants = shared(product);
  const options = productAttributes(variants);
  const picks = new Map<string, { asSent: string; value: string }>();
  for (const [asSent, value] of Object.entries(requested ?? {})) {
    if (value === null || value.trim() === '') continue;
    const key = attributeKey(asSent);
    if (picks.has(key)) throw choiceRefusal(asSent, 'invalid_value', `${asSent} is chosen twice`);
    picks.set(key, { asSent, value });
  }
  if (options.length === 0) {
    if (picks.size > 0)
      throw badRequest('invalid_input', 'This product has no options to choose; send attributes as null');
    return {};
  }

  const chosen: Record<string, string> = {};
  for (const { key, label, options: offered } of options) {
    const pick = picks.get(key);
    if (!pick) throw choiceRefusal(key, 'required', `Choose a ${label}`);
    const option = findOption(offered, pick.value);
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
  if (!hasMatchingVariant(variants, chosen)) {
    const combination = options.map((o) => `${o.label} ${chosen[o.key]}`).join(' with ');
    throw badRequest('variant_unavailable', `This product is not available in ${combination}`);
  }
  return chosen;
}

/** The SKU a choice means in its variant: the chosen size's ('' without sizes); undefined when the variant lacks it. */
export const chosenSku = (
  variant: VariantJson | undefined,
  chosen: ChosenOptions,
): VariantJson['skus'][number] | undefined => variant?.skus.find((sku) => sku.size === (chosen.size ?? ''));

/** Whether the chosen size of the matched variant can be bought now: a size without a SKU cannot. */
export const isSkuInStock = (variant: VariantJson | undefined, chosen: ChosenOptions): boolean =>
  chosenSku(variant, chosen)?.inStock ?? false;

/** The refusal of a sold-out size, about the size chosen (`attributes.size`), or the variant when it has no sizes. */
export function soldOutChoice(product: ProductJson, chosen: ChosenOptions) {
  const color = chosen.color ? ` in ${chosen.color}` : '';
  if (chosen.size) {
    const message = `Size ${chosen.size} is sold out${color}; choose another size`;
    return conflict('out_of_stock', message, [fieldError('attributes.size', 'sold_out', message)]);
  }
  return conflict('out_of_stock', `${product.productName}${color} is sold out`);
}
