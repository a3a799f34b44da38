import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';

/** Categories and listing filters: thin calls of the api's admin category routes, which own every rule. */
export const categoryResolvers: Resolvers = {
  Query: {
    categories: (_parent, _args, { admin }) => admin.categories(),
  },
  Mutation: {
    updateCategory: (_parent, { id, input }, { admin }) => admin.updateCategory(id, input),
    setListingFilters: (_parent, { id, filters }, { admin }) => admin.setListingFilters(id, filters),
  },
};
