import type { Resolvers } from '../__generated__/resolvers-types.js';
import { REASON_FROM_API, RETURN_STATE_LABELS } from './mappers.js';

export const supportResolvers: Resolvers = {
  Mutation: {
    sendFeedback: (_, { input }, { support }) => support.sendFeedback(input),
    sendContactQuery: (_, { input }, { support }) => support.sendContactQuery(input),
    requestReturn: (_, { input }, { support }) => support.requestReturn(input),
  },
  ReturnRequest: {
    id: (r) => r._id,
    reason: (r) => REASON_FROM_API[r.reason],
    lines: (r) => r.lines.map((line) => ({ id: line._id, name: line.name, quantity: line.quantity })),
    requestedAt: (r) => r.createdAt,
  },
  Order: {
    // One order's read carries its returns; an order from a list asks for them.
    returns: (o, _, { support }) => o.returns ?? support.orderReturns(o._id),
  },
  OrderReturn: {
    id: (r) => r._id,
    state: (r) => RETURN_STATES_UPPER[r.status],
    stateLabel: (r) => RETURN_STATE_LABELS[r.status],
    requestedAt: (r) => r.createdAt,
    lines: (r) => r.lines.map((line) => ({ id: line._id, name: line.name, quantity: line.quantity })),
    refund: (r) => r.refundPaise,
  },
};

const RETURN_STATES_UPPER = {
  requested: 'REQUESTED',
  approved: 'APPROVED',
  picked_up: 'PICKED_UP',
  received: 'RECEIVED',
  refunded: 'REFUNDED',
  exchanged: 'EXCHANGED',
  rejected: 'REJECTED',
} as const;
