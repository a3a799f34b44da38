import type { OrderDetailQuery, OrderLineItemFragment, OrderListEntryFragment } from '../__generated__/graphql';
import { MyOrdersDocument } from '../__generated__/operations/MyOrders';
import { OrderDetailDocument } from '../__generated__/operations/OrderDetail';
import { inr } from '../shared/money/format-money';

/** Orders as the server answers them, for tests (no server). */

type DetailOrder = NonNullable<OrderDetailQuery['order']>;

export const orderLine = (
  id: string,
  name: string,
  extra: Partial<OrderLineItemFragment> = {},
): OrderLineItemFragment => ({
  __typename: 'OrderLine',
  id,
  productId: `p-${id}`,
  name,
  image: `/media/${id}.svg`,
  color: 'Navy',
  size: '40',
  quantity: 1,
  unitPrice: inr(1_549_900),
  compareAtPrice: inr(1_799_900),
  lineTotal: inr(1_549_900),
  ...extra,
});

export const listOrder = (
  id: string,
  createdAt: string,
  listStatus: OrderListEntryFragment['listStatus'],
  lines: OrderLineItemFragment[],
): OrderListEntryFragment => ({
  __typename: 'Order',
  id,
  orderNumber: String(Date.parse(createdAt)),
  createdAt,
  listStatus,
  lines,
});

export const ordersAnswer = (
  nodes: OrderListEntryFragment[],
  page: { after?: string; hasNextPage?: boolean; endCursor?: string | null; totalCount?: number } = {},
) => ({
  request: { query: MyOrdersDocument, variables: { first: 10, ...(page.after ? { after: page.after } : {}) } },
  result: {
    data: {
      __typename: 'Query' as const,
      orders: {
        __typename: 'OrderConnection' as const,
        totalCount: page.totalCount ?? nodes.length,
        pageInfo: {
          __typename: 'PageInfo' as const,
          hasNextPage: page.hasNextPage ?? false,
          endCursor: page.endCursor ?? null,
        },
        nodes,
      },
    },
  },
  delay: 0,
});

const placed = (date: string) => ({
  __typename: 'OrderTimelineStep' as const,
  kind: 'PLACED' as const,
  title: 'Order Placed',
  detail: null,
  date,
  courierName: null,
  awbCode: null,
  estimatedDelivery: null,
});

/** A placed order whose shipment is not created yet: no tracking, the list's fallbacks. */
export const detailOrder = (extra: Partial<DetailOrder> = {}): DetailOrder => ({
  __typename: 'Order',
  id: 'o-1',
  orderNumber: '1763740800000',
  shiprocketOrderId: null,
  createdAt: '2026-11-21T16:00:00.000Z',
  statusLabel: 'Order Received',
  deliveryAddress: {
    __typename: 'OrderAddress',
    add1: '22 MI Road',
    add2: '',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  },
  totalAmount: inr(3_349_700),
  discount: inr(334_970),
  membershipPointsUsed: 500,
  membershipPointsValue: inr(50_000),
  orderValue: inr(2_964_730),
  codFee: inr(0),
  paymentMethod: 'RAZORPAY',
  paymentStatus: 'PAID',
  payment: { __typename: 'OrderPayment', state: 'PAID_ONLINE', label: 'Paid' },
  awaitingConfirmation: false,
  refunds: [],
  lines: [
    orderLine('l-1', 'Milano Wool-Blend Two-Piece Suit'),
    orderLine('l-2', 'Jaipur Linen Kurta', { color: null, size: null }),
  ],
  tracking: null,
  timeline: [placed('2026-11-21T16:00:00.000Z')],
  returns: [],
  ...extra,
});

/** The same order once shipped: Shiprocket's tracking and the timeline it gives. */
export const shippedOrder = (extra: Partial<DetailOrder> = {}): DetailOrder =>
  detailOrder({
    shiprocketOrderId: '5123401',
    statusLabel: 'Shipped',
    tracking: {
      __typename: 'OrderTracking',
      courierName: 'Delhivery Surface',
      awbCode: '1490812345678',
      trackUrl: 'https://shiprocket.example/tracking/1490812345678',
      estimatedDelivery: '2026-11-26T18:00:00.000Z',
      deliveredAt: null,
    },
    timeline: [
      {
        __typename: 'OrderTimelineStep',
        kind: 'SHIPPED',
        title: 'Product Shipped',
        detail: null,
        date: '2026-11-22T10:00:00.000Z',
        courierName: 'Delhivery Surface',
        awbCode: '1490812345678',
        estimatedDelivery: '2026-11-26T18:00:00.000Z',
      },
      {
        __typename: 'OrderTimelineStep',
        kind: 'PROCESSED',
        title: 'Order Processed',
        detail: 'Preparing for shipment',
        date: null,
        courierName: null,
        awbCode: null,
        estimatedDelivery: null,
      },
      placed('2026-11-21T16:00:00.000Z'),
    ],
    ...extra,
  });

export const detailAnswer = (order: DetailOrder | null, id = 'o-1') => ({
  request: { query: OrderDetailDocument, variables: { id } },
  result: { data: { __typename: 'Query' as const, order } },
  delay: 0,
});
