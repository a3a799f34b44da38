import { type CartTotals, lineTotalPaise, cartTotals as sharedCartTotals } from '@sutra/rules';
import type { ProductJson, VariantJson } from '../catalog/product-json.js';
import { type ChosenOptions, isSkuInStock, matchVariant } from './variant-choice.js';

export type { CartTotals } from '@sutra/rules';

/** Spec section 5: whether a product can be bought, as its document says (worked out when the document is built). */
export const isInStock = (product: ProductJson): boolean => product.inStock;

export interface PricedLine {
  product: ProductJson;
  quantity: number;
  attributes: ChosenOptions;
  /** The spec's matched variant: every chosen option found, else the first variant. */
  variant: VariantJson | undefined;
  /** The matched variant's sale price, paise. */
  unitPricePaise: number;
  /** The matched variant's retail price, paise. */
  retailPricePaise: number;
  /** The matched variant's price to strike through, paise; null when it is not discounted. */
  compareAtPricePaise: number | null;
  lineTotalPaise: number;
  /** Whether the line can be bought now: its product is in stock and so is its colour in its size (its SKU). */
  inStock: boolean;
}

/** Prices one line from the catalogue as it is now (its documents' paise); nothing a client sent is used. */
export function priceLine(product: ProductJson, attributes: ChosenOptions, quantity: number): PricedLine {
  const variant = matchVariant(product, attributes);
  const unitPricePaise = variant?.salePricePaise ?? 0;
  return {
    product,
    quantity,
    attributes,
    variant,
    unitPricePaise,
    retailPricePaise: variant?.retailPricePaise ?? 0,
    compareAtPricePaise: variant?.compareAtPricePaise ?? null,
    lineTotalPaise: lineTotalPaise({ unitPricePaise, quantity }),
    inStock: isInStock(product) && isSkuInStock(variant, attributes),
  };
}

/**
 * The cart's count, total and out-of-stock lines, by the shared rule (`@sutra/rules`): a line gone out of stock stays
 * in the cart but not in the total, so the total is what checkout would charge.
 */
export const cartTotals = (lines: readonly PricedLine[]): CartTotals => sharedCartTotals(lines);
