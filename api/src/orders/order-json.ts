import { lineTotalPaise } from '@sutra/rules';
import type { ProductJson } from '../catalog/product-json.js';
import type { orderLines, orders, StoredOrderAddress } from '../db/schema.js';
import { compareAtPaise, paiseToRupees } from '../money.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['orderStatus'];
export type OrderAddressJson = StoredOrderAddress;

/** A product line of an order on the wire: the spec's fields, plus what was bought at which price. */
export interface OrderLineJson {
  _id: string;
  /** The spec's `productId`: the product as the catalogue has it now (its variants give the struck retail price); null once removed. */
  productId: ProductJson | null;
  /** The product's id, also when it no longer exists. */
  productRef: string;
  variantId: string | null;
  name: string;
  image: string;
  /** Chosen options keyed by lower-cased attribute label (`color`, `size`). */
  attributes: Record<string, string>;
  quantity: number;
  /** Rupees paid per unit. */
  price: number;
  /** Rupees: the variant's retail price at purchase. */
  retailPrice: number;
  /** Rupees: the retail price at purchase to strike through beside `price`; null when it was not discounted. */
  compareAtPrice: number | null;
  /** Rupees: price × quantity. */
  lineTotal: number;
}

/** An order on the wire (spec section 3's Order, plus the checkout's facts). Money in rupees. */
export interface OrderJson {
  _id: string;
  buyerId: string;
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  orderStatus: OrderStatus;
  shippingStatus: string;
  shiprocketOrderId: string | null;
  name: string;
  email: string;
  phone: string;
  products: OrderLineJson[];
  deliveryAddress: StoredOrderAddress;
  billingAddress: StoredOrderAddress;
  delivery: 'standard' | 'express';
  /** The lines' sum before the discount. */
  totalAmount: number;
  discount: number;
  couponCode: string | null;
  membershipPointsUsed: number;
  deliveryCharge: number;
  /** Rupees: the cash-on-delivery fee in the order value (0 when paid online). */
  codFee: number;
  /** What was paid, or is to be collected on delivery. */
  orderValue: number;
  /** Points the order earns (a cash-on-delivery order's are credited when it is delivered). */
  pointsEarned: number;
  /** `Pending` only for cash on delivery before the courier delivers (and collects). */
  paymentStatus: 'Paid' | 'Pending';
  /** When the money was received; null while a cash-on-delivery order is on its way. */
  paidAt: string | null;
  /**
   * `razorpay`: paid online; `points`: coupon and points covered everything (nothing was charged, no Razorpay
   * payment); `cod`: the courier collects `orderValue` on delivery.
   */
  paymentMethod: OrderRow['paymentMethod'];
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
}

const compareAtRupees = (retailPaise: number, pricePaise: number): number | null => {
  const compareAt = compareAtPaise(retailPaise, pricePaise);
  return compareAt === null ? null : paiseToRupees(compareAt);
};

export function toOrderJson(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  productsById: ReadonlyMap<string, ProductJson>,
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
      retailPrice: paiseToRupees(line.retailPricePaise),
      compareAtPrice: compareAtRupees(line.retailPricePaise, line.unitPricePaise),
      lineTotal: paiseToRupees(lineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.quantity })),
    })),
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    delivery: order.delivery,
    totalAmount: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    couponCode: order.couponCode,
    membershipPointsUsed: order.pointsUsed,
    deliveryCharge: paiseToRupees(order.deliveryPaise),
    codFee: paiseToRupees(order.codFeePaise),
    orderValue: paiseToRupees(order.totalPaise),
    pointsEarned: order.pointsEarned,
    paymentStatus: order.paidAt ? 'Paid' : 'Pending',
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    razorpayOrderId: order.razorpayOrderId,
    razorpayPaymentId: order.razorpayPaymentId,
  };
}
