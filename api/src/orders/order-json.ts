import { lineTotalPaise, pointsValuePaise } from '@sutra/rules';
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
  /** Rupees paid per unit: the spec's field, for its clients. */
  price: number;
  pricePaise: number;
  /** The variant's retail price at purchase. */
  retailPricePaise: number;
  /** The retail price at purchase to strike through beside `pricePaise`; null when it was not discounted. */
  compareAtPricePaise: number | null;
  /** pricePaise × quantity. */
  lineTotalPaise: number;
}

/**
 * An order on the wire (spec section 3's Order, plus the checkout's facts). Money in paise (`…Paise`); the spec's own
 * fields (`totalAmount`, `discount`, `orderValue`, a line's `price`) also in rupees, for its clients.
 */
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
  /** Rupees: the lines' sum before the discount. */
  totalAmount: number;
  totalAmountPaise: number;
  /** Rupees off for the coupon. */
  discount: number;
  discountPaise: number;
  couponCode: string | null;
  membershipPointsUsed: number;
  /** What the points took off: their value, at most the amount after the discount. */
  membershipPointsValuePaise: number;
  deliveryChargePaise: number;
  /** The cash-on-delivery fee in the order value (0 when paid online). */
  codFeePaise: number;
  /** Rupees paid, or to be collected on delivery. */
  orderValue: number;
  orderValuePaise: number;
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
      pricePaise: line.unitPricePaise,
      retailPricePaise: line.retailPricePaise,
      compareAtPricePaise: compareAtPaise(line.retailPricePaise, line.unitPricePaise),
      lineTotalPaise: lineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.quantity }),
    })),
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    delivery: order.delivery,
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
    razorpayOrderId: order.razorpayOrderId,
    razorpayPaymentId: order.razorpayPaymentId,
  };
}
