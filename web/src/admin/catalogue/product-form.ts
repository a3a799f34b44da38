import {
  GST_RATES_BP,
  isHsnCode,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_HEADING_MAX,
  PRODUCT_NAME_MAX,
  STOCK_MAX,
} from '@sutra/rules';
import type { ProductEditorFieldsFragment, ProductInput } from '../../__generated__/admin/graphql';
import type { FieldErrors } from '../../shared/forms/validation';

/**
 * The product editor's fields as typed, and their checks: the api's limits and rules (`@sutra/rules`,
 * `catalog/product-fields.ts`, which the api's schemas are built from), run as each field is typed so a refusal
 * never waits for a save. The api checks again; its field errors land under the same fields.
 */
export interface ProductFormValues {
  name: string;
  heading: string;
  description: string;
  visible: boolean;
  hsnCode: string;
  /** Basis points as text, '' for the apparel rule by price. */
  gstRateBp: string;
}
export type ProductFormErrors = FieldErrors<Exclude<keyof ProductFormValues, 'visible'>>;

export const formValuesOf = (product: ProductEditorFieldsFragment): ProductFormValues => ({
  name: product.name,
  heading: product.heading,
  description: product.description,
  visible: product.visible,
  hsnCode: product.hsnCode ?? '',
  gstRateBp: product.gstRateBp === null || product.gstRateBp === undefined ? '' : String(product.gstRateBp),
});

export const GST_CHOICES = GST_RATES_BP.map((bp) => ({ value: String(bp), label: `${bp / 100}%` }));

export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > PRODUCT_NAME_MAX) errors.name = `Name is at most ${PRODUCT_NAME_MAX} characters`;
  if (values.heading.trim().length > PRODUCT_HEADING_MAX) {
    errors.heading = `Heading is at most ${PRODUCT_HEADING_MAX} characters`;
  }
  if (values.description.trim().length > PRODUCT_DESCRIPTION_MAX) {
    errors.description = `Description is at most ${PRODUCT_DESCRIPTION_MAX.toLocaleString('en-IN')} characters`;
  }
  const hsn = values.hsnCode.trim();
  if (hsn && !isHsnCode(hsn)) errors.hsnCode = 'HSN code must be 4, 6 or 8 digits';
  if (values.gstRateBp && !GST_CHOICES.some((c) => c.value === values.gstRateBp)) {
    errors.gstRateBp = 'Choose a GST rate';
  }
  return errors;
}

/** The mutation's input for valid `values` (validate first). */
export const productInputOf = (values: ProductFormValues, categoryId: string): ProductInput => ({
  name: values.name.trim(),
  heading: values.heading.trim(),
  description: values.description.trim(),
  categoryId,
  visible: values.visible,
  hsnCode: values.hsnCode.trim() || null,
  gstRateBp: values.gstRateBp ? Number(values.gstRateBp) : null,
});

export const sameValues = (a: ProductFormValues, b: ProductFormValues): boolean =>
  (Object.keys(a) as (keyof ProductFormValues)[]).every((key) => a[key] === b[key]);

/** A stock count as typed: a whole number from 0 to the store's limit, or '' for "not counted". */
export function stockError(typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  if (!/^\d+$/.test(typed.trim())) return 'Stock is a whole number of units';
  if (Number(typed) > STOCK_MAX) return 'Stock is more than the store counts';
  return undefined;
}
