import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productSkus, productVariants, variantOptions } from '../db/schema.js';
import { sizeOf } from '../orders/stock.js';
import { getReturn } from './read-returns.js';

export interface ExchangeOption {
  skuId: string;
  variantId: string;
  /** The variant's colour (its options other than size, joined), '' when it has none. */
  colour: string;
  size: string;
  /** Units on hand; null: not counted (never runs out). */
  stock: number | null;
  pricePaise: number;
  /** Whether it is the item returned (not offered as its own replacement). */
  current: boolean;
}

/** For each open line of a return, every SKU of its product: what the exchange dialog offers, with stock and price. */
export async function exchangeOptions(
  db: Db,
  returnRequestId: string,
): Promise<{ orderLineId: string; name: string; unitPricePaise: number; options: ExchangeOption[] }[]> {
  const request = await getReturn(db, returnRequestId);
  const lines = request.lines.filter((l) => l.status === 'open');
  const productIds = [...new Set(lines.map((l) => l.productId))];
  if (productIds.length === 0) return [];
  const skus = await db
    .select({
      skuId: productSkus.id,
      variantId: productSkus.variantId,
      productId: productSkus.productId,
      size: productSkus.size,
      stock: productSkus.stock,
      pricePaise: productVariants.salePricePaise,
      position: productVariants.position,
    })
    .from(productSkus)
    .innerJoin(productVariants, eq(productVariants.id, productSkus.variantId))
    .where(inArray(productSkus.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productSkus.size));
  const options = await db
    .select({
      variantId: variantOptions.variantId,
      attribute: variantOptions.attributeLabel,
      label: variantOptions.label,
    })
    .from(variantOptions)
    .where(inArray(variantOptions.productId, productIds))
    .orderBy(asc(variantOptions.attributePosition), asc(variantOptions.position));
  const colourOf = (variantId: string) =>
    options
      .filter((o) => o.variantId === variantId && o.attribute.toLowerCase() !== 'size')
      .map((o) => o.label)
      .join(' / ');
  return lines.map((line) => ({
    orderLineId: line.orderLineId,
    name: line.name,
    unitPricePaise: line.unitPricePaise,
    options: skus
      .filter((s) => s.productId === line.productId)
      .map((s) => ({
        skuId: s.skuId,
        variantId: s.variantId,
        colour: colourOf(s.variantId),
        size: s.size,
        stock: s.stock,
        pricePaise: s.pricePaise,
        current: s.variantId === line.variantId && s.size === sizeOf(line.attributes),
      })),
  }));
}
