import type { AdminOrderStatus, OrderPaymentFilter, Resolvers } from '../../__generated__/admin/resolvers-types.js';
import type { OrderStatusJson, PaymentFilterJson } from './orders-rest.js';

const statusOf = (status: OrderStatusJson): AdminOrderStatus => status.toUpperCase() as AdminOrderStatus;
const statusJson = (status: AdminOrderStatus): OrderStatusJson =>
  `${status.charAt(0)}${status.slice(1).toLowerCase()}` as OrderStatusJson;
const paymentJson = (payment: OrderPaymentFilter): PaymentFilterJson => payment.toLowerCase() as PaymentFilterJson;

/** The order desk: thin calls of the api's admin order routes, which own every rule. */
export const orderResolvers: Resolvers = {
  Query: {
    orders: (_parent, { filter, first, after }, { orders }) =>
      orders.list({
        status: filter?.status ? statusJson(filter.status) : undefined,
        payment: filter?.payment ? paymentJson(filter.payment) : undefined,
        toConfirm: filter?.toConfirm ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        pincode: filter?.pincode ?? undefined,
        state: filter?.state ?? undefined,
        q: filter?.search ?? undefined,
        cursor: after ?? undefined,
        limit: first ?? 50,
      }),
    order: (_parent, { id }, { orders }) => orders.get(id),
    dayAtAGlance: (_parent, _args, { orders }) => orders.day(),
  },
  Mutation: {
    confirmCodOrder: (_parent, { id }, { orders }) => orders.confirmCod(id),
  },
  OrderConnection: {
    nodes: (page) => page.result,
    pageInfo: (page) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor }),
  },
  OrderRow: {
    status: (row) => statusOf(row.orderStatus),
  },
  AdminOrder: {
    status: (order) => statusOf(order.orderStatus),
  },
  AdminOrderLine: {
    options: (line) => Object.entries(line.attributes).map(([name, value]) => ({ name, value })),
  },
  OrderStatusCount: {
    status: (row) => statusOf(row.status),
  },
};
