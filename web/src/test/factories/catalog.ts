import type { ProductCardFragment, ProductDetailsQuery } from '../../__generated__/graphql';
import { inr } from '../../shared/money/format-money';

/**
 * The catalogue's entities as the gateway answers them, for tests (no server): one factory per entity, each with every
 * field any fragment of the web asks for, so a field added to a fragment is added here once.
 */

/** A product with the fields of every product fragment: the details page's and the card's. */
export type ProductFixture = NonNullable<ProductDetailsQuery['product']> & ProductCardFragment;
export type VariantFixture = ProductFixture['variants'][number];
export type CategoryFixture = ProductFixture['category'];
export type VariantAttributeFixture = VariantFixture['attributes'][number];

export const aCategory = (name = 'Suits', value = name.toLowerCase().replaceAll(' ', '-')): CategoryFixture => ({
  __typename: 'Category',
  id: `c-${value}`,
  name,
  value,
});

/** An attribute of a variant and its options, e.g. `anAttribute('Size', ['40', '42'])`. */
export const anAttribute = (label: string, labels: readonly string[]): VariantAttributeFixture => ({
  __typename: 'VariantAttribute',
  label,
  options: labels.map((option) => ({ __typename: 'AttributeOption', label: option, value: option.toLowerCase() })),
});

/**
 * A variant at ₹9,999 without a discount, in Navy, with two images named after its id; each size its Size attribute
 * offers can be bought unless `soldOut` names it.
 */
export function aVariant(
  id: string,
  { soldOut = [], ...fields }: Partial<Omit<VariantFixture, 'id'>> & { soldOut?: readonly string[] } = {},
): VariantFixture {
  const color = fields.color ?? 'Navy';
  const attributes = fields.attributes ?? [anAttribute('Color', [color])];
  const sizeLabels = attributes.find((a) => a.label === 'Size')?.options.map((o) => o.label) ?? [];
  return {
    __typename: 'ProductVariant',
    id,
    color,
    images: [`/media/${id}-1.svg`, `/media/${id}-2.svg`],
    salePrice: inr(999_900),
    compareAtPrice: null,
    discountPercent: 0,
    attributes,
    sizes: sizeLabels.map((label) => ({
      __typename: 'VariantSize',
      id: `${id}-${label}`,
      label,
      available: !soldOut.includes(label),
    })),
    ...fields,
  };
}

/**
 * A product in stock, a suit with one variant unless given; its listing price (`price`, `compareAtPrice`,
 * `discountPercent`) is its first variant's, as the gateway answers it.
 */
export function aProduct(id: string, fields: Partial<Omit<ProductFixture, 'id'>> = {}): ProductFixture {
  const variants = fields.variants ?? [aVariant(`${id}-v`)];
  const first = variants[0];
  return {
    __typename: 'Product',
    id,
    name: 'Milano Wool-Blend Two-Piece Suit',
    heading: '',
    description: '',
    inStock: true,
    category: aCategory(),
    price: first?.salePrice ?? inr(0),
    compareAtPrice: first?.compareAtPrice ?? null,
    discountPercent: first?.discountPercent ?? 0,
    ...fields,
    variants,
  };
}
