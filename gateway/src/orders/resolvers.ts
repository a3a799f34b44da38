import type { OrderJson } from '@sutra/api/wire';
import { listStatusOf, orderBadgeLabel } from '@sutra/rules';
import type { OrderPaymentState, OrderStatus, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { graphqlError } from '../rest/errors.js';
import { timelineOf } from './tracking.js';

const ORDER_STATUS: Record<OrderJson['orderStatus'], OrderStatus> = {
  Pending: 'PENDING',
  Processing: 'PROCESSING',
  Shipped: 'SHIPPED',
  Delivered: 'DELIVERED',
  Cancelled: 'CANCELLED',
  Returned: 'RETURNED',
};

/** The timeline never fails: without live tracking it shows the same steps, without dates and courier. */
async function timeline(order: OrderJson, { orders }: GatewayContext) {
  const tracking = await orders.trackingOf(order).catch(() => null);
  return timelineOf(order, tracking);
}

const PAYMENT_METHOD = { razorpay: 'RAZORPAY', points: 'POINTS', cod: 'CASH_ON_DELIVERY' } as const;
const PAYMENT_STATE: Record<OrderJson['payment']['state'], OrderPaymentState> = {
  paid_online: 'PAID_ONLINE',
  covered: 'COVERED',
  due_on_delivery: 'DUE_ON_DELIVERY',
  paid_on_delivery: 'PAID_ON_DELIVERY',
};

export const orderResolvers: Resolvers = {
  Query: {
    orders: (_, { first, after }, { orders }) => orders.list(first ?? 10, after),
    order: (_, { id }, { orders }) => orders.one(id),
  },
  Mutation: {
    placeOrder: (_, { input }, { orders }) => orders.place(input),
    placeCoveredOrder: (_, { input }, { orders }) => orders.placeCovered(input),
    placeCodOrder: (_, { input }, { orders }) => orders.placeCashOnDelivery(input),
    confirmCodOrder: (_, { orderId, token }, { orders }) => orders.confirmCashOnDelivery(orderId, token),
    cancelCodOrder: (_, { orderId, token }, { orders }) => orders.cancelCashOnDelivery(orderId, token),
  },
  PlaceOrderPayload: {
    cart: async (_, __, { cart }) => {
      const current = await cart.cart();
      // The api placed the order for a token, so only a token gone since (logged out mid-request) leaves no cart.
      if (!current) throw graphqlError('UNAUTHENTICATED', 'login_required', 'Please log in to continue.');
      return current;
    },
  },
  OrderConnection: {
    totalCount: (c) => c.total,
    nodes: (c) => c.result,
    pageInfo: (c) => ({ hasNextPage: c.nextCursor !== null, endCursor: c.nextCursor }),
  },
  Order: {
    id: (o) => o._id,
    orderStatus: (o) => ORDER_STATUS[o.orderStatus],
    listStatus: (o) => listStatusOf(o.orderStatus),
    statusLabel: (o) => orderBadgeLabel(o.orderStatus, o.shippingStatus),
    lines: (o) => o.products,
    delivery: (o) => (o.delivery === 'express' ? 'EXPRESS' : 'STANDARD'),
    promisedDelivery: (o) => o.promisedBy,
    paymentMethod: (o) => PAYMENT_METHOD[o.paymentMethod],
    paymentStatus: (o) => (o.paidAt ? 'PAID' : 'DUE_ON_DELIVERY'),
    payment: ({ payment }) => ({
      state: PAYMENT_STATE[payment.state],
      dueOnDelivery: payment.dueOnDeliveryPaise,
      summary: payment.summary,
      placedMessage: payment.placedMessage,
      label: payment.label,
    }),
    totalAmount: (o) => o.totalAmountPaise,
    discount: (o) => o.discountPaise,
    membershipPointsValue: (o) => o.membershipPointsValuePaise,
    deliveryCharge: (o) => o.deliveryChargePaise,
    codFee: (o) => o.codFeePaise,
    orderValue: (o) => o.orderValuePaise,
    tracking: (o, _, { orders }) => orders.trackingOf(o),
    timeline: (o, _, context) => timeline(o, context),
  },
  OrderLine: {
    id: (l) => l._id,
    productId: (l) => l.productRef,
    product: (l, _, { catalog }) => (l.productId ? catalog.product(l.productId._id) : null),
    attributes: (l) => Object.entries(l.attributes).map(([name, value]) => ({ name, value })),
    color: (l) => l.attributes.color ?? null,
    size: (l) => l.attributes.size ?? null,
    unitPrice: (l) => l.pricePaise,
    retailPrice: (l) => l.retailPricePaise,
    compareAtPrice: (l) => l.compareAtPricePaise,
    lineTotal: (l) => l.lineTotalPaise,
  },
};
