import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';

/** Customers: thin calls of the api's admin customer routes, which own every rule. */
export const customerResolvers: Resolvers = {
  Query: {
    customers: (_parent, { search, first, after }, { people }) =>
      people.customers({ q: search ?? undefined, limit: first ?? 50, cursor: after ?? undefined }),
    customer: (_parent, { id }, { people }) => people.customer(id),
  },
  Mutation: {
    adjustCustomerPoints: (_parent, { id, points, reason }, { people }) => people.adjustPoints(id, { points, reason }),
    setCustomerBlocked: (_parent, { id, blocked, reason }, { people }) => people.setBlocked(id, { blocked, reason }),
  },
  CustomerConnection: {
    nodes: (page) => page.rows,
    pageInfo: (page) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor }),
  },
  CustomerAddress: {
    isDefault: (address) => address.defaultAdd,
  },
  CustomerPointsEntry: {
    kind: (entry) => (entry.kind === 'adjustment' ? 'ADJUSTMENT' : 'ORDER'),
  },
};
