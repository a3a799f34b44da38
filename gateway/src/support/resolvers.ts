import type { Resolvers } from '../__generated__/resolvers-types.js';
import { REASON_FROM_API } from './mappers.js';

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
};
