import { COLOUR_MAX, PRICE_MAX_PAISE, SIZE_LABEL_MAX, SIZES_MAX, salePriceWithinRetail } from '@sutra/rules';
import type { FieldErrors } from '../../shared/forms/validation';

/** A new colour as typed: prices in rupees (`1999` or `1999.50`), sizes as a list (`38, 40, 42`). */
export interface ColourFormValues {
  colour: string;
  retail: string;
  sale: string;
  sizes: string;
}
export type ColourFormErrors = FieldErrors<keyof ColourFormValues>;

/** Rupees as typed to whole paise, read digit by digit (no float arithmetic), or null when it is not an amount. */
export function rupeesToPaise(typed: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const sizeLabels = (typed: string): string[] => [
  ...new Set(
    typed
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function validateColourForm(values: ColourFormValues): ColourFormErrors {
  const errors: ColourFormErrors = {};
  if (!values.colour.trim()) errors.colour = 'Colour is required';
  else if (values.colour.trim().length > COLOUR_MAX) errors.colour = `Colour is at most ${COLOUR_MAX} characters`;
  const retail = rupeesToPaise(values.retail);
  const sale = rupeesToPaise(values.sale);
  if (retail === null) errors.retail = 'Enter the price in rupees, e.g. 2499 or 2499.50';
  else if (retail > PRICE_MAX_PAISE) errors.retail = 'Retail price is more than the store allows';
  if (sale === null) errors.sale = 'Enter the price in rupees, e.g. 1999 or 1999.50';
  else if (sale > PRICE_MAX_PAISE) errors.sale = 'Sale price is more than the store allows';
  else if (retail !== null && !salePriceWithinRetail(sale, retail))
    errors.sale = 'The sale price is above the retail price';
  const sizes = sizeLabels(values.sizes);
  if (sizes.length > SIZES_MAX) errors.sizes = `At most ${SIZES_MAX} sizes`;
  else if (sizes.some((s) => s.length > SIZE_LABEL_MAX))
    errors.sizes = `A size is at most ${SIZE_LABEL_MAX} characters`;
  return errors;
}
