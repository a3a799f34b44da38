import type { TypePolicies } from '@apollo/client';

/**
 * How the normalized cache stores our types. Listings are one cache entry per filter set: `after` pages are
 * appended by `fetchMore`, so revealing more items never refetches earlier ones.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: {
        keyArgs: ['category', 'collection', 'filter', 'sort'],
        merge(existing: { nodes?: unknown[] } | undefined, incoming: { nodes?: unknown[] }, { args }) {
          if (!existing || !args?.after) return incoming;
          return { ...incoming, nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])] };
        },
      },
    },
  },
  HomePage: { keyFields: [] },
};
