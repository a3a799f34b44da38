import type { z } from 'zod';
import type { ProductJson } from '../catalog/product-json.js';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from './limits.js';
import { cartTotals, type PricedLine } from './pricing.js';
import type { cartLineSchema, cartSchema } from './schemas.js';
import { type ChosenOptions, productOptions } from './variant-choice.js';

/**
 * A cart line on the wire: the spec's `_id`, `productId` (the whole product with its variants), `quantity` and
 * `attributes`, plus what the api works out from the catalogue so no client prices a cart itself (in paise: the spec
 * names no price of a line, so none is in rupees). Declared once, by its answer schema.
 */
export type CartLineJson = z.infer<typeof cartLineSchema>;

/** A buyer's cart on the wire: GET /cart's answer, also part of every cart write's answer. */
export type CartJson = z.infer<typeof cartSchema>;

export interface StoredLine extends PricedLine {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Chosen options keyed in the product's attribute order (Color before Size), since the database keeps JSON keys in
 * its own order; options the product no longer has come last. Null for a line without options, as the spec sends it.
 */
function inProductOrder(product: ProductJson, attributes: ChosenOptions): Record<string, string> | null {
  const keys = Object.keys(attributes);
  if (keys.length === 0) return null;
  const order = productOptions(product).map((o) => o.key);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const ordered: Record<string, string> = {};
  for (const key of keys.sort((a, b) => rank(a) - rank(b))) ordered[key] = attributes[key] ?? '';
  return ordered;
}

export const toCartLineJson = (line: StoredLine): CartLineJson => ({
  _id: line.id,
  productId: line.product,
  quantity: line.quantity,
  attributes: inProductOrder(line.product, line.attributes),
  matchedVariantId: line.variant?._id ?? null,
  unitPricePaise: line.unitPricePaise,
  retailPricePaise: line.retailPricePaise,
  compareAtPricePaise: line.compareAtPricePaise,
  lineTotalPaise: line.lineTotalPaise,
  inStock: line.inStock,
  createdAt: line.createdAt.toISOString(),
  updatedAt: line.updatedAt.toISOString(),
});

export function toCartJson(buyerId: string, lines: readonly StoredLine[]): CartJson {
  const totals = cartTotals(lines);
  return {
    buyerId,
    result: lines.map(toCartLineJson),
    count: totals.count,
    totalPaise: totals.totalPaise,
    outOfStockLines: totals.outOfStockLines,
    maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
    maxLines: MAX_CART_LINES,
  };
}
