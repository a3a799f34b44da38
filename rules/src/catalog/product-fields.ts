/**
 * The limits of a product's fields as the back office edits them: the api's schemas are built from these, and the
 * admin app checks a form with the same numbers as it is typed, so the two cannot disagree. Pure values and checks,
 * no schema library (the web app does not ship one).
 */

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_HEADING_MAX = 300;
export const PRODUCT_DESCRIPTION_MAX = 10_000;
export const COLOUR_MAX = 60;
export const SIZE_LABEL_MAX = 20;
export const SKU_CODE_MAX = 64;
/** ₹10,00,000 a piece: far above anything the store sells, low enough that a mistyped extra digit or two is caught. */
export const PRICE_MAX_PAISE = 100_000_000;
/** More units than a warehouse shelf counts; an extra digit typed is caught. */
export const STOCK_MAX = 1_000_000;
export const PICTURES_MAX = 12;
export const SIZES_MAX = 30;
export const VARIANTS_MAX = 30;

/** An HSN code as an Indian tax invoice shows it: 4, 6 or 8 digits. */
export const HSN_CODE = /^(\d{4}|\d{6}|\d{8})$/;
export const isHsnCode = (value: string): boolean => HSN_CODE.test(value);

/** The GST rates goods may carry, in basis points (0 %, 5 %, 18 %, 40 %: the slabs since 22 September 2025). */
export const GST_RATES_BP = [0, 500, 1800, 4000] as const;
export type GstRateBp = (typeof GST_RATES_BP)[number];
export const isGstRateBp = (value: number): value is GstRateBp => (GST_RATES_BP as readonly number[]).includes(value);

/** SKU codes: letters, digits and `-_./`, as printed on a warehouse label. */
export const SKU_CODE = /^[A-Za-z0-9][A-Za-z0-9\-_./]*$/;
export const isSkuCode = (value: string): boolean => value.length <= SKU_CODE_MAX && SKU_CODE.test(value);

/** A sale price above the retail price it is struck through against is never meant. */
export const salePriceWithinRetail = (salePricePaise: number, retailPricePaise: number): boolean =>
  salePricePaise <= retailPricePaise;
