import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  type CheckoutLine,
  checkouts,
  orderLines,
  orders,
  productSkus,
  productVariants,
  variantOptions,
} from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { conflict, fieldRefusal } from '../http/errors.js';
import { freeOrderNumber } from '../orders/placement.js';
import { createShipment } from '../orders/shipments.js';
import { sizeOf, takeStock } from '../orders/stock.js';
import { sendRefunds } from '../refunds/send.js';
import type { SignedInStaff } from '../staff/sessions.js';
import type { ReturnDeps } from './deps.js';
import { applyMove, lockForMove } from './moves.js';
import { getReturn } from './read-returns.js';
import type { ReturnAdminJson } from './return-json.js';
import { inspectOnClose, openLinesOf } from './work-returns.js';

export interface ExchangeItem {
  orderLineId: string;
  /** The SKU (a colour in a size) the line is exchanged for: the same product's. */
  skuId: string;
}

export const EXCHANGE_EVERY_LINE = 'Choose a replacement for every item of the return';
export const EXCHANGE_SAME_PRODUCT = 'The replacement must be another size or colour of the same product';
export const EXCHANGE_SAME_ITEM = 'Choose another size or colour than the one returned';
export const exchangeCostsMore = (name: string) =>
  `${name} in that size or colour costs more than the item returned: refund the return instead, and let the buyer order it`;

interface Replacement {
  line: typeof orderLines.$inferSelect;
  sku: { id: string; variantId: string; productId: string; size: string };
  unitPricePaise: number;
  retailPricePaise: number;
  attributes: Record<string, string>;
}

/** Each item's SKU, checked: the same product, another SKU than the line's, at most the line's price. */
async function replacementsFor(tx: Db, lines: (typeof orderLines.$inferSelect)[], items: readonly ExchangeItem[]) {
  const named = new Set(items.map((i) => i.orderLineId));
  if (items.length !== lines.length || named.size !== lines.length || lines.some((l) => !named.has(l.id))) {
    throw fieldRefusal('invalid_input', 'items', 'invalid_value', EXCHANGE_EVERY_LINE);
  }
  const skus = await tx
    .select({
      id: productSkus.id,
      variantId: productSkus.variantId,
      productId: productSkus.productId,
      size: productSkus.size,
      salePricePaise: productVariants.salePricePaise,
      retailPricePaise: productVariants.retailPricePaise,
    })
    .from(productSkus)
    .innerJoin(productVariants, eq(productVariants.id, productSkus.variantId))
    .where(
      inArray(
        productSkus.id,
        items.map((i) => i.skuId),
      ),
    );
  const options = await tx
    .select({
      variantId: variantOptions.variantId,
      attribute: variantOptions.attributeLabel,
      label: variantOptions.label,
    })
    .from(variantOptions)
    .where(
      inArray(
        variantOptions.variantId,
        skus.map((s) => s.variantId),
      ),
    )
    .orderBy(asc(variantOptions.attributePosition), asc(variantOptions.position));
  return items.map((item, i): Replacement => {
    const line = lines.find((l) => l.id === item.orderLineId);
    const sku = skus.find((s) => s.id === item.skuId);
    if (!line) throw new Error('line checked above');
    if (!sku || sku.productId !== line.productId) {
      throw fieldRefusal('invalid_input', `items.${i}.skuId`, 'invalid_value', EXCHANGE_SAME_PRODUCT);
    }
    if (sku.variantId === line.variantId && sku.size === sizeOf(line.attributes)) {
      throw fieldRefusal('invalid_input', `items.${i}.skuId`, 'invalid_value', EXCHANGE_SAME_ITEM);
    }
    if (sku.salePricePaise > line.unitPricePaise) throw conflict('exchange_costs_more', exchangeCostsMore(line.name));
    // The line's options as the cart words them: the variant's own (its colour), then the size of the SKU.
    const attributes: Record<string, string> = {};
    for (const option of options) {
      if (option.variantId !== sku.variantId || option.attribute.toLowerCase() === 'size') continue;
      attributes[option.attribute.toLowerCase()] = option.label;
    }
    if (sku.size) attributes.size = sku.size;
    return {
      line,
      sku,
      unitPricePaise: sku.salePricePaise,
      retailPricePaise: sku.retailPricePaise,
      attributes,
    };
  });
}

/**
 * Closes a received return as an exchange: a replacement order for the same buyer and delivery address, one line per
 * returned line at the chosen size or colour of the same product, its stock taken in this transaction (so a second
 * exchange, refused by the return's state, can never take it again), at no charge (an order covered in full, paid 0).
 * A replacement costing the same is free; one costing less refunds the difference (its paid share, as a refund of
 * lines is) through the refunds service; one costing more is refused (`exchange_costs_more`). The replacement is
 * shipped through the normal shipment path once this commits.
 */
export async function exchangeReturn(
  deps: ReturnDeps,
  staff: SignedInStaff,
  id: string,
  version: number,
  items: readonly ExchangeItem[],
  resellable?: boolean,
  now = new Date(),
): Promise<ReturnAdminJson> {
  const { replacementId, refundId } = await inTransaction(deps.db, async (tx) => {
    const row = await lockForMove(tx, id, 'exchange', version);
    // Restocked before the replacement takes stock: the same size back and out again nets out.
    const inspected = await inspectOnClose(tx, row, resellable);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw new Error(`return ${id} names no order`);
    const replacements = await replacementsFor(tx, await openLinesOf(tx, id), items);
    await lockBuyer(tx, order.buyerId);
    const checkoutLines: CheckoutLine[] = replacements.map((r) => ({
      cartLineId: `exchange:${id}:${r.line.id}`,
      productId: r.line.productId,
      variantId: r.sku.variantId,
      name: r.line.name,
      image: r.line.image,
      attributes: r.attributes,
      quantity: r.line.quantity,
      unitPricePaise: r.unitPricePaise,
      retailPricePaise: r.retailPricePaise,
    }));
    const shortage = await takeStock(tx, checkoutLines);
    if (shortage) throw conflict('out_of_stock', shortage);
    const subtotalPaise = checkoutLines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyerId: order.buyerId,
        status: 'placed',
        lines: checkoutLines,
        subtotalPaise,
        discountPaise: subtotalPaise,
        pointsUsed: 0,
        delivery: 'standard',
        deliveryPaise: 0,
        amountPaise: 0,
        name: order.name,
        email: order.email,
        phone: order.phone,
        deliveryAddress: order.deliveryAddress,
        billingAddress: order.billingAddress,
        expiresAt: now,
      })
      .returning({ id: checkouts.id });
    if (!checkout) throw new Error('replacement checkout not stored');
    // Covered in full (the returned items paid for it): the payment method of an order with nothing to pay.
    const [replacement] = await tx
      .insert(orders)
      .values({
        buyerId: order.buyerId,
        checkoutId: checkout.id,
        orderNumber: await freeOrderNumber(tx),
        paymentMethod: 'points',
        name: order.name,
        email: order.email,
        phone: order.phone,
        deliveryAddress: order.deliveryAddress,
        billingAddress: order.billingAddress,
        delivery: 'standard',
        subtotalPaise,
        discountPaise: subtotalPaise,
        pointsUsed: 0,
        deliveryPaise: 0,
        totalPaise: 0,
        pointsEarned: 0,
        paidAt: now,
        shipmentRetryAt: new Date(now.getTime() + 60_000),
      })
      .returning({ id: orders.id });
    if (!replacement) throw new Error('replacement order not stored');
    await tx.insert(orderLines).values(
      replacements.map((r, position) => ({
        orderId: replacement.id,
        productId: r.line.productId,
        variantId: r.sku.variantId,
        position,
        name: r.line.name,
        image: r.line.image,
        attributes: r.attributes,
        quantity: r.line.quantity,
        unitPricePaise: r.unitPricePaise,
        retailPricePaise: r.retailPricePaise,
        hsnCode: r.line.hsnCode,
        gstRateBp: r.line.gstRateBp,
      })),
    );
    const cheaper = replacements.filter((r) => r.unitPricePaise < r.line.unitPricePaise);
    let refundId: string | null = null;
    let difference = 0;
    if (cheaper.length > 0) {
      // Only money moves: the units are replaced, not returned, so the order keeps the points it earned and spent.
      ({ refundId, amountPaise: difference } = await deps.recordRefund(tx, {
        orderId: order.id,
        returnRequestId: id,
        lines: cheaper.map((r) => ({ orderLineId: r.line.id, quantity: r.line.quantity })),
        exchangeDifferencePaise: cheaper.reduce(
          (sum, r) => sum + (r.line.unitPricePaise - r.unitPricePaise) * r.line.quantity,
          0,
        ),
        reason: `Exchange of order ${order.orderNumber}: the replacement costs less`,
        staffId: staff.id,
        payoutTo: order.paymentMethod === 'cod' ? row.refundTo : null,
      }));
    }
    await applyMove(
      tx,
      row,
      'exchange',
      { ...inspected, closedAt: now, closedBy: staff.id, refundPaise: difference, replacementOrderId: replacement.id },
      staff,
      'exchanged',
    );
    return { replacementId: replacement.id, refundId };
  });
  await createShipment(deps.shipments, replacementId);
  if (refundId) await sendRefunds(deps.shipments, [refundId]);
  return getReturn(deps.db, id);
}
