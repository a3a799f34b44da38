import { lineTotalPaise, orderPayment, pointsValuePaise } from '@sutra/rules';
import type { z } from 'zod';
import type { ProductJson } from '../catalog/product-json.js';
import type { orderLines, orders, StoredOrderAddress } from '../db/schema.js';
import { compareAtPaise, paiseToRupees } from '../money.js';
import type { BuyerRefundJson } from '../refunds/buyer-refunds.js';
import type { orderJsonSchema, orderLineJsonSchema } from './schemas.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['orderStatus'];
export type OrderAddressJson = StoredOrderAddress;

/** A product line of an order on the wire: the spec's fields, plus what was bought at which price. */
export type OrderLineJson = z.infer<typeof orderLineJsonSchema>;

/**
 * An order on the wire (spec section 3's Order, plus the checkout's facts). Money in paise (`…Paise`); the spec's own
 * fields (`totalAmount`, `discount`, `orderValue`, a line's `price`) also in rupees, for its clients.
 */
export type OrderJson = z.infer<typeof orderJsonSchema>;

export function toOrderJson(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  productsById: ReadonlyMap<string, ProductJson>,
  refunds: readonly BuyerRefundJson[] = [],
): OrderJson {
  return {
    _id: order.id,
    buyerId: order.buyerId,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    orderStatus: order.orderStatus,
    shippingStatus: order.shippingStatus,
    shiprocketOrderId: order.shiprocketOrderId,
    name: order.name,
    email: order.email,
    phone: order.phone,
    products: lines.map((line) => ({
      _id: line.id,
      productId: productsById.get(line.productId) ?? null,
      productRef: line.productId,
      variantId: line.variantId,
      name: line.name,
      image: line.image,
      attributes: line.attributes,
      quantity: line.quantity,
      price: paiseToRupees(line.unitPricePaise),
      pricePaise: line.unitPricePaise,
      retailPricePaise: line.retailPricePaise,
      compareAtPricePaise: compareAtPaise(line.retailPricePaise, line.unitPricePaise),
      lineTotalPaise: lineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.quantity }),
    })),
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    delivery: order.delivery,
    promisedBy: order.promisedBy,
    totalAmount: paiseToRupees(order.subtotalPaise),
    totalAmountPaise: order.subtotalPaise,
    discount: paiseToRupees(order.discountPaise),
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    membershipPointsUsed: order.pointsUsed,
    membershipPointsValuePaise: pointsValuePaise(order.pointsUsed, order.subtotalPaise - order.discountPaise),
    deliveryChargePaise: order.deliveryPaise,
    codFeePaise: order.codFeePaise,
    orderValue: paiseToRupees(order.totalPaise),
    orderValuePaise: order.totalPaise,
    pointsEarned: order.pointsEarned,
    paymentStatus: order.paidAt ? 'Paid' : 'Pending',
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    payment: paymentOf(order),
    razorpayOrderId: order.razorpayOrderId,
    razorpayPaymentId: order.razorpayPaymentId,
    awaitingConfirmation:
      order.paymentMethod === 'cod' && order.codConfirmedAt === null && order.orderStatus !== 'Cancelled',
    refunds: [...refunds],
  };
}

/** The order's payment state and the store's words for it, as every screen and the mail print them. */
function paymentOf(order: OrderRow): OrderJson['payment'] {
  const { invoiceNote: _invoice, ...payment } = orderPayment({
    method: order.paymentMethod,
    paidAt: order.paidAt,
    orderValuePaise: order.totalPaise,
    pointsUsed: order.pointsUsed,
  });
  return payment;
}
