import type { Resolvers, ReturnState } from '../../__generated__/admin/resolvers-types.js';
import type { ReturnStateJson } from './returns-rest.js';

const toState = (state: ReturnStateJson) => state.toUpperCase() as ReturnState;
const fromState = (state: ReturnState) => state.toLowerCase() as ReturnStateJson;

/** Returns: thin calls of the api's admin return routes, which own every rule. */
export const returnResolvers: Resolvers = {
  Query: {
    returnRequests: (_parent, { state, orderId, first, after }, { returns }) =>
      returns.list({
        status: state ? fromState(state) : undefined,
        orderId: orderId ?? undefined,
        limit: first ?? undefined,
        cursor: after ?? undefined,
      }),
    returnRequest: (_parent, { id }, { returns }) => returns.get(id),
    exchangeOptions: (_parent, { returnId }, { returns }) => returns.exchangeOptions(returnId),
  },
  Mutation: {
    approveReturn: (_parent, { id, version }, { returns }) => returns.move(id, 'approve', { version }),
    rejectReturn: (_parent, { id, version, reason }, { returns }) => returns.move(id, 'reject', { version, reason }),
    receiveReturn: (_parent, { id, version, resellable }, { returns }) =>
      returns.move(id, 'receive', { version, resellable }),
    refundReturn: (_parent, { id, version, resellable }, { returns }) =>
      returns.move(id, 'refund', { version, ...(resellable == null ? {} : { resellable }) }),
    exchangeReturn: (_parent, { id, version, items, resellable }, { returns }) =>
      returns.move(id, 'exchange', { version, items, ...(resellable == null ? {} : { resellable }) }),
  },
  ReturnRequest: {
    state: (r) => toState(r.status),
    paymentMethod: (r) => r.paymentMethod.toUpperCase(),
  },
  ReturnLine: {
    options: (line) => Object.entries(line.attributes).map(([name, value]) => ({ name, value })),
  },
};
