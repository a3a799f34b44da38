import type { ProductJson, VariantJson } from '../catalog/product-json.js';
import { rupeesToPaise } from '../money.js';
import { type ChosenOptions, matchVariant } from './variant-choice.js';

/** Spec section 5: out of stock when status or visibilityStatus is false. A product with no variant has no price. */
export const isInStock = (product: ProductJson): boolean =>
  product.status && product.visibilityStatus && product.productVariants.length > 0;

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
  lineTotalPaise: number;
  inStock: boolean;
}

/**
 * Prices one line from the catalogue as it is now; nothing a client sent is used. Product documents carry rupees
 * with at most two decimals, so converting them back to paise is exact; all sums below are in integer paise.
 */
export function priceLine(product: ProductJson, attributes: ChosenOptions, quantity: number): PricedLine {
  const variant = matchVariant(product, attributes);
  const unitPricePaise = variant ? rupeesToPaise(variant.salePrice) : 0;
  return {
    product,
    quantity,
    attributes,
    variant,
    unitPricePaise,
    retailPricePaise: variant ? rupeesToPaise(variant.retailPrice) : 0,
    lineTotalPaise: unitPricePaise * quantity,
    inStock: isInStock(product),
  };
}

export interface CartTotals {
  /** Spec: the sum of quantities, of every line (what the header badge shows). */
  count: number;
  /**
   * Spec: the sum over lines of the matched variant's sale price times quantity, paise — over the lines that can be
   * bought. A line whose product went out of stock after it was added stays in the cart, flagged `inStock: false`,
   * and is left out of the total, so the total is what checkout would charge.
   */
  totalPaise: number;
  /** Lines whose product is out of stock. */
  outOfStockLines: number;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let count = 0;
  let totalPaise = 0;
  let outOfStockLines = 0;
  for (const line of lines) {
    count += line.quantity;
    if (line.inStock) totalPaise += line.lineTotalPaise;
    else outOfStockLines += 1;
  }
  return { count, totalPaise, outOfStockLines };
}
