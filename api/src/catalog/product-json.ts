/**
 * The REST shape of catalogue objects, field for field as the spec's clients read them (rupees, `_id`), with every
 * amount also in exact paise (`…Paise`), which the gateway reads.
 */

export interface CategoryJson {
  _id: string;
  categoryName: string;
  value: string;
  /** The spec's search results call the category's display name `name`; every category answer carries both. */
  name: string;
}

export interface AttributeOptionJson {
  label: string;
  value: string;
}

export interface VariantAttributeJson {
  attribute: { label: string };
  value: AttributeOptionJson[];
}

export interface VariantJson {
  _id: string;
  /** Rupees: the spec's field, for its clients. */
  retailPrice: number;
  /** Rupees: the spec's field, for its clients. */
  salePrice: number;
  retailPricePaise: number;
  salePricePaise: number;
  /** Rounded percent off retail; 0 when there is no discount (the api's rule, in `money.ts`). */
  discountPercent: number;
  /** Paise: the retail price to strike through beside the sale price; null when there is no discount. */
  compareAtPricePaise: number | null;
  images: string[];
  attributes: VariantAttributeJson[];
}

export interface ProductJson {
  _id: string;
  productName: string;
  heading: string;
  description: string;
  categoryId: CategoryJson;
  status: boolean;
  visibilityStatus: boolean;
  /** Spec section 5: out of stock when status or visibilityStatus is false; a product without variants has no price. */
  inStock: boolean;
  productVariants: VariantJson[];
  createdAt: string;
  updatedAt: string;
}

export const toCategoryJson = (c: { id: string; categoryName: string; value: string }): CategoryJson => ({
  _id: c.id,
  categoryName: c.categoryName,
  value: c.value,
  name: c.categoryName,
});
