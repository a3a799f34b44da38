import type { Reference, TypePolicies } from '@apollo/client';

/**
 * How the normalized cache stores our types. Listings are one cache entry per filter set: `after` pages are
 * appended by `fetchMore`, so revealing more items never refetches earlier ones.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: {
        keyArgs: ['category', 'collection', 'search', 'filter', 'sort'],
        merge(existing: { nodes?: unknown[] } | undefined, incoming: { nodes?: unknown[] }, { args }) {
          if (!existing || !args?.after) return incoming;
          return { ...incoming, nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])] };
        },
      },
      // The buyer's orders are one list: 'Show more orders' appends the next page.
      orders: {
        keyArgs: false,
        merge(existing: { nodes?: Reference[] } | undefined, incoming: { nodes?: Reference[] }, { args, readField }) {
          if (!existing || !args?.after) return incoming;
          const seen = new Set((existing.nodes ?? []).map((node) => readField<string>('id', node)));
          const added = (incoming.nodes ?? []).filter((node) => !seen.has(readField<string>('id', node)));
          return { ...incoming, nodes: [...(existing.nodes ?? []), ...added] };
        },
      },
    },
  },
  Product: {
    fields: {
      // One list per product whatever `first`/`after` asked: 'See More Reviews' appends the next page to it.
      reviews: {
        keyArgs: false,
        merge(existing: { nodes?: Reference[] } | undefined, incoming: { nodes?: Reference[] }, { args, readField }) {
          if (!existing || !args?.after) return incoming;
          const seen = new Set((existing.nodes ?? []).map((node) => readField<string>('id', node)));
          const added = (incoming.nodes ?? []).filter((node) => !seen.has(readField<string>('id', node)));
          return { ...incoming, nodes: [...(existing.nodes ?? []), ...added] };
        },
      },
    },
  },
  HomePage: { keyFields: [] },
  // An amount has no id of its own: a newer answer's paise take the place of the older, whichever fields each asked.
  Money: { merge: true },
};
